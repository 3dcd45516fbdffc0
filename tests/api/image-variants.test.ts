import { count, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, blogPosts, uploadedImages, uploadedImageVariants } from "#db/schema";
import { imageDailyJobs } from "#server/daily-jobs";
import { ArticleView } from "~/features/blog/components/article-view";
import { loadArticle } from "~/features/blog/load-article.server";
import { readListingQuery } from "~/features/blog/listing-query.schema";
import { loadBlogListing } from "~/features/blog/load-blog-listing.server";
import { loadAdvisorPhotoImages } from "~/features/site-content/load-advisor-photo-images.server";
import { I18nProvider } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import { noPublicDataMemo } from "~/lib/public-data-memo";
import { requestContext } from "~/lib/request-context";
import { catalogs } from "~/message-catalogs";
import { loader as variantLoader } from "~/routes/uploads.$id.$variant";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { pngBomb } from "../support/image-headers";
import { imageOfSize } from "../support/images";
import { signInAsAdmin } from "../support/signed-in-agent";
import { createTestApp, silentLogger, type TestAgent, type TestApp } from "../support/test-app";

/** Counts the variant reads pages ask for (the real query does the work). */
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/features/uploads/find-responsive-images.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/features/uploads/find-responsive-images.server")>();
  return {
    findResponsiveImages: (...args: Parameters<typeof real.findResponsiveImages>) => {
      reads.count += 1;
      return real.findResponsiveImages(...args);
    },
  };
});

const siteOrigin = "http://localhost:3000";
const JPEG = await imageOfSize(2000, 1125, "jpeg", { detailed: true });
const PNG = await imageOfSize(1000, 700, "png", { detailed: true });
const TINY = await imageOfSize(1, 1, "png");

/**
 * Responsive images (issue 27 item 5, decision 044): an upload is converted
 * once into variants (AVIF, WebP and its own format at a few widths, never
 * wider than it), served with long caching and their types; a decompression
 * bomb is refused before anything decodes it and leaves nothing; the
 * article's page offers the variants in `srcset`; an image stored before
 * variants is converted by the daily job.
 */
describe.each(backends)("image variants [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let token: string;
  let counter = 0;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: token } = await signInAsAdmin(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const upload = (bytes: Buffer, type: string, lang: Lang = "en") =>
    admin.post("/api/admin/uploads").set("Content-Type", type).set("CSRF-Token", token).set("X-Language", lang).send(bytes);
  const uploaded = async (bytes: Buffer, type: string) => ((await upload(bytes, type).expect(201)).body as { url: string }).url;
  const idOf = (url: string) => url.slice("/uploads/".length);

  /** Runs the `/uploads/:id/:variant` route's loader as React Router would. */
  const serve = async (id: string, variant: string, headers: Record<string, string> = {}) => {
    const context = new RouterContextProvider();
    context.set(requestContext, { db: ctx.database.db, config: ctx.config, logger: silentLogger, user: null, nonce: "", signingSecret: ctx.signingSecret, publicData: noPublicDataMemo, clientAddress: "127.0.0.1", lang: "en" });
    return variantLoader({ params: { id, variant }, request: new Request(`http://localhost/uploads/${id}/${variant}`, { headers }), context } as never);
  };

  const variantsOf = async (id: string) =>
    (
      await ctx.database.db
        .select({ width: uploadedImageVariants.width, height: uploadedImageVariants.height, type: uploadedImageVariants.contentType })
        .from(uploadedImageVariants)
        .where(eq(uploadedImageVariants.imageId, id))
    )
      .map(({ type, width, height }) => `${type} ${width}×${height}`)
      .sort();

  const counts = async () => ({
    images: (await ctx.database.db.select({ n: count() }).from(uploadedImages))[0].n,
    variants: (await ctx.database.db.select({ n: count() }).from(uploadedImageVariants))[0].n,
    audited: (await ctx.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "upload.create")))[0].n,
  });

  /** The article as its page renders it (the page's component with the loader's data, on the server). */
  const articleHtml = async (slug: string, lang: Lang) => {
    const page = await loadArticle(ctx.database.db, { slug, lang, siteOrigin });
    expect(page).not.toBeNull();
    const view = createElement(ArticleView, { ...page!, url: `${siteOrigin}/blog/${slug}` });
    const html = renderToString(createElement(MemoryRouter, null, createElement(I18nProvider, { lang, messages: catalogs[lang], children: view })));
    // React writes some attributes' names as their properties (`srcSet`, `fetchPriority`); HTML's are case-insensitive.
    return html.replace(/ (srcSet|fetchPriority)=/g, (_, name: string) => ` ${name.toLowerCase()}=`);
  };

  describe("at upload", () => {
    it("a JPEG: AVIF, WebP and JPEG at 480, 800, 1200 and 1600 pixels, in proportion; its size recorded", async () => {
      const id = idOf(await uploaded(JPEG, "image/jpeg"));
      const sizes = ["480×270", "800×450", "1200×675", "1600×900"];
      expect(await variantsOf(id)).toEqual(["image/avif", "image/jpeg", "image/webp"].flatMap((type) => sizes.map((size) => `${type} ${size}`)).sort());
      const [row] = await ctx.database.db.select({ width: uploadedImages.width, height: uploadedImages.height }).from(uploadedImages).where(eq(uploadedImages.id, id));
      expect(row).toEqual({ width: 2000, height: 1125 });
    });

    it("serves each variant with its type, a year of immutable caching and an ETag; the bytes are that format at that width", async () => {
      const id = idOf(await uploaded(JPEG, "image/jpeg"));
      for (const [name, type, format] of [
        ["480.avif", "image/avif", "heif"],
        ["800.webp", "image/webp", "webp"],
        ["1600.jpg", "image/jpeg", "jpeg"],
      ] as const) {
        const res = await serve(id, name);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe(type);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("etag")).toBe(`"${id}-${name}"`);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
        const meta = await sharp(bytes).metadata();
        expect({ format: meta.format, width: meta.width }).toEqual({ format, width: Number(name.split(".")[0]) });
        expect((await serve(id, name, { "If-None-Match": `"${id}-${name}"` })).status).toBe(304);
      }
      // The AVIF copy of a photograph is smaller than the JPEG one at the same width.
      const avif = Buffer.from(await (await serve(id, "1600.avif")).arrayBuffer());
      const jpeg = Buffer.from(await (await serve(id, "1600.jpg")).arrayBuffer());
      expect(avif.length).toBeLessThan(jpeg.length);
    });

    it("answers 404 for a variant that was not made, or a malformed name", async () => {
      const id = idOf(await uploaded(PNG, "image/png"));
      for (const name of ["1200.png", "1600.avif", "800.jpg", "800.gif", "800", "..", "800.webp.exe"]) {
        const res = await serve(id, name);
        expect(res.status).toBe(404);
        expect(res.headers.get("cache-control")).toBe("no-store");
      }
      expect((await serve("0".repeat(32), "800.webp")).status).toBe(404);
      expect((await serve("../x", "800.webp")).status).toBe(404);
      // What was made: the PNG's own format as the fallback, up to its 1000 pixels.
      expect((await serve(id, "1000.png")).headers.get("content-type")).toBe("image/png");
    });

    it("does not upscale a tiny image: one copy per format at its own 1 × 1 pixels", async () => {
      const id = idOf(await uploaded(TINY, "image/png"));
      expect(await variantsOf(id)).toEqual(["image/avif 1×1", "image/png 1×1", "image/webp 1×1"]);
    });

    it("refuses a decompression bomb (a few hundred bytes declaring 20,000 × 20,000 pixels) in the request's language, and stores and audits nothing", async () => {
      const bomb = pngBomb(20_000, 20_000);
      expect(bomb.length).toBeLessThan(1024);
      const before = await counts();
      for (const lang of ["en", "ar"] as const) {
        const res = await upload(bomb, "image/png", lang);
        expectApiError(res, 400, "VALIDATION");
        expect((res.body as { message: string }).message).toBe(catalogs[lang]["admin.upload.error.tooManyPixels"]);
      }
      // One within the size limits whose pixels are not all there: not an image, nothing kept either.
      const broken = await upload(pngBomb(6_000, 6_000), "image/png");
      expectApiError(broken, 415, "UNSUPPORTED_MEDIA_TYPE");
      expect((broken.body as { message: string }).message).toBe(catalogs.en["admin.upload.error.notImage"]);
      expect(await counts()).toEqual(before);
    });
  });

  describe("on the pages", () => {
    const publish = async (values: { imageUrl: string; contentEn: string; contentAr: string }) => {
      counter += 1;
      const slug = `responsive-${counter}-${Date.now().toString(36)}`;
      await ctx.database.db.insert(blogPosts).values({
        slug,
        author: "Noura Al-Qahtani",
        authorAr: "نورة القحطاني",
        titleEn: "Boards in 2030",
        categoryEn: "Leadership",
        summaryEn: "A summary.",
        titleAr: "مجالس الإدارة في 2030",
        categoryAr: "القيادة",
        summaryAr: "ملخص.",
        status: "published",
        featured: false,
        ...values,
      });
      return slug;
    };

    it("the cover: a picture with srcset, sizes, width and height, fetched first and not lazily; the text's images lazy, in both languages", async () => {
      const cover = await uploaded(JPEG, "image/jpeg");
      const inText = await uploaded(PNG, "image/png");
      const slug = await publish({
        imageUrl: cover,
        contentEn: `Before.\n\n![A boardroom in Riyadh](${inText})\n\n![Drawn](/images/blog/default-cover.svg)`,
        contentAr: `قبل.\n\n![قاعة اجتماعات في الرياض](${inText})`,
      });
      for (const lang of ["en", "ar"] as const) {
        const html = await articleHtml(slug, lang);
        const coverImg = html.match(new RegExp(`<img[^>]*src="${cover}"[^>]*>`))?.[0] ?? "";
        expect(coverImg).toContain(`srcset="${cover}/480.jpg 480w, ${cover}/800.jpg 800w, ${cover}/1200.jpg 1200w, ${cover}/1600.jpg 1600w"`);
        expect(coverImg).toMatch(/sizes="\(min-width: 64rem\) 60rem, [^"]+"/);
        expect(coverImg).toContain('width="1600"');
        expect(coverImg).toContain('height="900"');
        expect(coverImg).toContain('fetchpriority="high"');
        expect(coverImg).toContain('loading="eager"');
        expect(coverImg).not.toContain("lazy");
        expect(html).toContain(`<source type="image/avif" srcset="${cover}/480.avif 480w, ${cover}/800.avif 800w, ${cover}/1200.avif 1200w, ${cover}/1600.avif 1600w"`);
        expect(html).toContain(`<source type="image/webp" srcset="${cover}/480.webp 480w`);

        const bodyImg = html.match(new RegExp(`<img[^>]*src="${inText}"[^>]*>`))?.[0] ?? "";
        expect(bodyImg).toContain('loading="lazy"');
        expect(bodyImg).toContain(`srcset="${inText}/480.png 480w, ${inText}/800.png 800w, ${inText}/1000.png 1000w"`);
        expect(bodyImg).toMatch(/sizes="\(min-width: 64rem\) 44rem, [^"]+"/);
        expect(bodyImg).toContain('width="1000" height="700"');
        expect(bodyImg).not.toContain("fetchpriority");
        expect(html).toContain(`<source type="image/avif" srcset="${inText}/480.avif 480w, ${inText}/800.avif 800w, ${inText}/1000.avif 1000w"`);
        expect(bodyImg).toContain(lang === "en" ? 'alt="A boardroom in Riyadh"' : 'alt="قاعة اجتماعات في الرياض"');
      }
      // A bundled drawing stays the plain image it was.
      expect(await articleHtml(slug, "en")).toContain('<img src="/images/blog/default-cover.svg" alt="Drawn" loading="lazy" decoding="async" />');
    });

    it("reads the variants of the cover, the related posts' covers and every image of the text in one query", async () => {
      const images = await Promise.all([uploaded(TINY, "image/png"), uploaded(TINY, "image/png"), uploaded(TINY, "image/png"), uploaded(TINY, "image/png")]);
      await publish({ imageUrl: images[3], contentEn: "Related.", contentAr: "نص." });
      const slug = await publish({ imageUrl: images[0], contentEn: `![a](${images[1]})\n\n![b](${images[2]})\n\n![a again](${images[1]})`, contentAr: "نص." });
      reads.count = 0;
      const page = await loadArticle(ctx.database.db, { slug, lang: "en", siteOrigin });
      expect(reads.count).toBe(1);
      expect(page?.article.html.match(/<picture>/g)).toHaveLength(3);
      expect(page?.related.map((post) => post.imageUrl)).toContain(images[3]);
      expect(Object.keys(page?.images ?? {}).sort()).toEqual(expect.arrayContaining([images[0], images[3]]));
    });

    it("the listing's cards offer their covers' variants", async () => {
      const cover = await uploaded(JPEG, "image/jpeg");
      const slug = await publish({ imageUrl: cover, contentEn: "Text.", contentAr: "نص." });
      const listing = await loadBlogListing(ctx.database.db, { query: readListingQuery(new URLSearchParams("page=10")), lang: "en" });
      expect(listing.posts.map((post) => post.slug)).toContain(slug);
      expect(listing.images[cover]?.variants).toHaveLength(12);
    });

    it("the advisor's photo on /connect offers its variants", async () => {
      const photo = await uploaded(await imageOfSize(900, 1200, "jpeg"), "image/jpeg");
      await admin.put("/api/admin/site-content/connect.advisor.photo").set("CSRF-Token", token).send({ contentEn: photo }).expect(200);
      const images = await loadAdvisorPhotoImages(ctx.database.db, { lang: "ar", publicData: noPublicDataMemo, logger: silentLogger });
      expect(Object.keys(images)).toEqual([photo]);
      expect(images[photo].variants.filter((variant) => variant.type === "image/avif").map((variant) => `${variant.width}×${variant.height}`)).toEqual(["480×640", "800×1067", "900×1200"]);
      await admin.put("/api/admin/site-content/connect.advisor.photo").set("CSRF-Token", token).send({ contentEn: "" }).expect(200);
      expect(await loadAdvisorPhotoImages(ctx.database.db, { lang: "en", publicData: noPublicDataMemo, logger: silentLogger })).toEqual({});
    });

    it("an image stored before variants shows as before, until the daily job converts it and empties the public caches", async () => {
      const id = "c".repeat(24) + (counter + 10_000_000).toString(16).padStart(8, "0");
      const path = `/uploads/${id}`;
      await ctx.database.db.insert(uploadedImages).values({ id, contentType: "image/jpeg", byteSize: JPEG.length, data: JPEG });
      const slug = await publish({ imageUrl: path, contentEn: `![Old](${path})`, contentAr: "نص." });
      const before = await articleHtml(slug, "en");
      expect(before).not.toContain(`${path}/`);
      expect(before).toContain(`src="${path}"`);

      let bumps = 0;
      const [job] = imageDailyJobs({ db: ctx.database.db, onPublicContentChange: () => (bumps += 1) });
      const result = await job.run(new Date());
      expect(result).toMatchObject({ converted: expect.any(Number), failed: [] });
      expect(result.converted).toBeGreaterThanOrEqual(1);
      expect(bumps).toBe(1);
      expect(await variantsOf(id)).toHaveLength(12);
      const after = await articleHtml(slug, "en");
      expect(after).toContain(`srcset="${path}/480.jpg 480w`);

      // Nothing left: the next run converts nothing and leaves the caches alone.
      expect(await job.run(new Date())).toEqual({ converted: 0, failed: [] });
      expect(bumps).toBe(1);
    });

    it("the daily job leaves an image it cannot read as it is, and says which", async () => {
      const id = "d".repeat(32);
      await ctx.database.db.insert(uploadedImages).values({ id, contentType: "image/png", byteSize: 8, data: Buffer.from("not a png") });
      const [job] = imageDailyJobs({ db: ctx.database.db, onPublicContentChange: () => {} });
      expect(await job.run(new Date())).toEqual({ converted: 0, failed: [id] });
      expect(await variantsOf(id)).toEqual([]);
      await ctx.database.db.delete(uploadedImages).where(eq(uploadedImages.id, id));
    });
  });
  describe("the cover's description (its alt) in each language", () => {
    const post = (overrides: Record<string, unknown> = {}) => ({
      slug: `described-cover-${++counter}`,
      imageUrl: "/images/blog/default-cover.svg",
      author: "Noura Al-Qahtani",
      authorAr: "نورة القحطاني",
      titleEn: "A described cover",
      categoryEn: "Leadership",
      summaryEn: "A summary.",
      contentEn: "Text.",
      titleAr: "غلاف موصوف",
      categoryAr: "القيادة",
      summaryAr: "ملخص.",
      contentAr: "نص.",
      ...overrides,
    });

    it("is saved with the post, kept by a save without it, audited by name, and drawn on the article in the page's language", async () => {
      const cover = await uploaded(JPEG, "image/jpeg");
      const created = await admin
        .post("/api/admin/blog")
        .set("CSRF-Token", token)
        .send(post({ imageUrl: cover, imageAltEn: "  A boardroom at dusk  ", imageAltAr: "قاعة اجتماعات عند الغروب" }))
        .expect(201);
      const { id, slug } = (created.body as { post: { id: number; slug: string; imageAltEn: string; imageAltAr: string } }).post;
      expect((created.body as { post: { imageAltEn: string } }).post.imageAltEn).toBe("A boardroom at dusk");
      expect(await articleHtml(slug, "en")).toMatch(new RegExp(`<img[^>]*src="${cover}"[^>]*alt="A boardroom at dusk"`));
      expect(await articleHtml(slug, "ar")).toMatch(new RegExp(`<img[^>]*src="${cover}"[^>]*alt="قاعة اجتماعات عند الغروب"`));

      // The spec's payload has no descriptions: the post keeps them.
      await admin.put(`/api/admin/blog/${id}`).set("CSRF-Token", token).send(post({ slug, imageUrl: cover, titleEn: "Renamed" })).expect(200);
      const [kept] = await ctx.database.db.select({ en: blogPosts.imageAltEn, ar: blogPosts.imageAltAr }).from(blogPosts).where(eq(blogPosts.id, id));
      expect(kept).toEqual({ en: "A boardroom at dusk", ar: "قاعة اجتماعات عند الغروب" });

      await admin.put(`/api/admin/blog/${id}`).set("CSRF-Token", token).send(post({ slug, imageUrl: cover, titleEn: "Renamed", imageAltEn: "", imageAltAr: "قاعة" })).expect(200);
      const updates = await ctx.database.db.select({ details: auditLog.details }).from(auditLog).where(eq(auditLog.action, "post.update"));
      expect(updates.at(-1)?.details).toEqual({ slug, fields: ["imageAltEn", "imageAltAr"] });
      // Without a description the cover is decoration.
      expect(await articleHtml(slug, "en")).toMatch(new RegExp(`<img[^>]*src="${cover}"[^>]*alt=""`));
    });

    it("refuses one longer than an image's description may be, in the request's language", async () => {
      const res = await admin.post("/api/admin/blog").set("CSRF-Token", token).set("X-Language", "ar").send(post({ imageAltAr: "و".repeat(301) }));
      expectApiError(res, 400, "VALIDATION");
      expect((res.body as { errors: Record<string, string> }).errors.imageAltAr).toBe(catalogs.ar["admin.form.error.tooLong"]);
    });
  });
});
