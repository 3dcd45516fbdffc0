import type { Locator, Page } from "@playwright/test";
import { imageOfSize } from "../support/images";
import { adminApi, csrfToken } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { seedPost } from "./support/posts";
import { languages, type LangCode } from "./support/site";

/**
 * Responsive images in the browser (issue 27 item 5, decision 044): an
 * article whose cover and whose text's image were uploaded offers them as
 * `<picture>`s of AVIF, WebP and JPEG/PNG variants, and Chromium picks the
 * AVIF copy no wider than the screen needs: at 390 pixels (a phone, one
 * device pixel per CSS pixel) the 480-pixel copy, at 1280 the 1200-pixel
 * cover and the 800-pixel text image. The cover is fetched first and at once,
 * the text's image lazily; both keep their space before they load. Texts
 * are written out, not read from the catalogs.
 */
const alt: Record<LangCode, { cover: string; figure: string }> = {
  en: { cover: "The boardroom of a Riyadh holding company at dusk", figure: "A chart of board seats filled in 2025" },
  ar: { cover: "قاعة مجلس إدارة شركة قابضة في الرياض عند الغروب", figure: "رسم بياني لمقاعد مجالس الإدارة المشغولة في 2025" },
};

const VARIANT = /^\/uploads\/([a-f0-9]{32})\/(\d+)\.(avif|webp|jpg|png)$/;

async function upload(bytes: Buffer, type: string): Promise<string> {
  const api = await adminApi();
  try {
    const res = await api.post("/api/admin/uploads", { headers: { "CSRF-Token": await csrfToken(api), "Content-Type": type }, data: bytes });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { url: string }).url;
  } finally {
    await api.dispose();
  }
}

/** One published article per worker: an uploaded cover (2400 × 1350 JPEG) and an uploaded image in each language's text (1600 × 1000 PNG). */
let article: Promise<{ slug: string; cover: string; figure: string }> | null = null;
function seedArticle() {
  article ??= (async () => {
    const [cover, figure] = await Promise.all([
      upload(await imageOfSize(2400, 1350, "jpeg", { detailed: true }), "image/jpeg"),
      upload(await imageOfSize(1600, 1000, "png", { detailed: true }), "image/png"),
    ]);
    const slug = `responsive-images-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
    // Enough text before the figure that it starts below the fold.
    const filler = (words: string) => Array.from({ length: 8 }, () => words).join("\n\n");
    await seedPost({
      slug,
      titleEn: "Board seats in 2025",
      titleAr: "مقاعد مجالس الإدارة في 2025",
      status: "published",
      imageUrl: cover,
      imageAltEn: alt.en.cover,
      imageAltAr: alt.ar.cover,
      contentEn: `${filler("Boards in the Kingdom grew and changed in 2025, and the seats they filled tell how.")}\n\n![${alt.en.figure}](${figure})\n\nAfter the chart.`,
      contentAr: `${filler("نمت مجالس الإدارة في المملكة وتغيّرت في 2025، والمقاعد التي شغلتها تروي كيف.")}\n\n![${alt.ar.figure}](${figure})\n\nبعد الرسم.`,
    });
    return { slug, cover, figure };
  })();
  return article;
}

/** The variant the browser chose for an image: its address's width and format. */
async function chosen(image: Locator): Promise<{ id: string; width: number; format: string }> {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const current = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  const match = VARIANT.exec(current);
  expect(match, `currentSrc ${current} is one of the variants`).not.toBeNull();
  return { id: match![1], width: Number(match![2]), format: match![3] };
}

const renderedWidth = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);

async function openArticle(page: Page, path: string) {
  const response = await open(page, path);
  expect(response.status()).toBe(200);
}

for (const lang of languages) {
  for (const { width, coverWidth, figureWidth } of [
    { width: 390, coverWidth: 480, figureWidth: 480 },
    { width: 1280, coverWidth: 1200, figureWidth: 800 },
  ]) {
    test(`[${lang.code}] at ${width} px the article's cover and its text's image are the AVIF copies the screen needs`, async ({ page }) => {
      const { slug, cover, figure } = await seedArticle();
      await page.setViewportSize({ width, height: 900 });
      const variants: { path: string; type: string | null; cache: string | null }[] = [];
      page.on("response", (response) => {
        const path = new URL(response.url()).pathname;
        if (VARIANT.test(path)) variants.push({ path, type: response.headers()["content-type"] ?? null, cache: response.headers()["cache-control"] ?? null });
      });
      await openArticle(page, lang.path(`/blog/${slug}`));

      // The cover: the page's first picture, fetched at once and first, its box reserved.
      const coverImage = page.getByRole("img", { name: alt[lang.code].cover });
      await expect(coverImage).toHaveAttribute("src", cover);
      await expect(coverImage).toHaveAttribute("fetchpriority", "high");
      await expect(coverImage).not.toHaveAttribute("loading", "lazy");
      await expect(coverImage).toHaveAttribute("width", "1600");
      await expect(coverImage).toHaveAttribute("height", "900");
      await expect(coverImage).toHaveAttribute("sizes", /60rem/);
      const coverChoice = await chosen(coverImage);
      expect(coverChoice).toEqual({ id: cover.split("/").pop(), width: coverWidth, format: "avif" });
      // No wider than needed, and not blurred either: the copy covers the drawn width.
      const coverDrawn = await renderedWidth(coverImage);
      expect(coverChoice.width).toBeGreaterThanOrEqual(coverDrawn);

      // The text's image: lazy, its space reserved before it loads (no layout shift), then the copy the column needs.
      const figureImage = page.getByTestId("article-body").getByRole("img", { name: alt[lang.code].figure });
      await expect(figureImage).toHaveAttribute("loading", "lazy");
      await expect(figureImage).toHaveAttribute("width", "1600");
      await expect(figureImage).toHaveAttribute("height", "1000");
      expect(await figureImage.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height)).toBeGreaterThan(0);
      await figureImage.scrollIntoViewIfNeeded();
      const figureChoice = await chosen(figureImage);
      expect(figureChoice).toEqual({ id: figure.split("/").pop(), width: figureWidth, format: "avif" });
      expect(figureChoice.width).toBeGreaterThanOrEqual(await renderedWidth(figureImage));

      // What came over the wire: AVIF copies only, kept for a year.
      expect(variants.length).toBeGreaterThanOrEqual(2);
      for (const variant of variants) expect(variant).toMatchObject({ type: "image/avif", cache: "public, max-age=31536000, immutable" });
    });
  }
}
