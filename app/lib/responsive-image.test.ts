import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";
import {
  expandUploadedImages,
  parseVariantName,
  pictureOf,
  uploadedImagePaths,
  variantPath,
  variantTypesFor,
  variantWidths,
  type ImageVariant,
  type ResponsiveImage,
  type VariantType,
} from "./responsive-image";

const ID = "0123456789abcdef0123456789abcdef";
const PATH = `/uploads/${ID}`;
const OTHER = `/uploads/${"f".repeat(32)}`;

/** The variants the server stores for a `width` × `height` original of `type`. */
function stored(width: number, height: number, type: string): ResponsiveImage {
  const variants: ImageVariant[] = variantTypesFor(type).flatMap((variantType: VariantType) =>
    variantWidths(width).map((w) => ({ width: w, height: Math.round((height * w) / width), type: variantType })),
  );
  return { variants };
}

describe("variantWidths", () => {
  it("takes the steps below the original and its own width, never wider than the original nor than 1600", () => {
    expect(variantWidths(4000)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1700)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(variantWidths(800)).toEqual([480, 800]);
  });

  it("a tiny image is not upscaled: one copy at its own width", () => {
    expect(variantWidths(1)).toEqual([1]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("skips a step too close to the original to save anything", () => {
    expect(variantWidths(500)).toEqual([500]);
    expect(variantWidths(850)).toEqual([480, 850]);
  });
});

describe("variantTypesFor", () => {
  it("AVIF and WebP, and the original's own format as the fallback", () => {
    expect(variantTypesFor("image/jpeg")).toEqual(["image/avif", "image/webp", "image/jpeg"]);
    expect(variantTypesFor("image/png")).toEqual(["image/avif", "image/webp", "image/png"]);
    expect(variantTypesFor("image/webp")).toEqual(["image/avif", "image/webp"]);
  });
});

describe("variant addresses", () => {
  it("`/uploads/<id>/<width>.<ext>` and back", () => {
    expect(variantPath(PATH, { width: 800, type: "image/avif" })).toBe(`${PATH}/800.avif`);
    expect(variantPath(PATH, { width: 480, type: "image/jpeg" })).toBe(`${PATH}/480.jpg`);
    expect(parseVariantName("800.avif")).toEqual({ width: 800, type: "image/avif" });
    expect(parseVariantName("1600.png")).toEqual({ width: 1600, type: "image/png" });
    expect(parseVariantName("480.jpg")).toEqual({ width: 480, type: "image/jpeg" });
  });

  it("anything else names no variant", () => {
    for (const name of ["800", "800.gif", "0800.webp", "0.webp", "800.jpeg", "800.AVIF", "../800.webp", "800.webp?x", "123456.webp", "-1.png"]) {
      expect(parseVariantName(name)).toBeNull();
    }
  });
});

describe("pictureOf", () => {
  it("one source per modern format, the original format's srcset on the img, the widest variant's size", () => {
    const picture = pictureOf(PATH, stored(2400, 1350, "image/jpeg"));
    expect(picture).toEqual({
      sources: [
        { type: "image/avif", srcSet: `${PATH}/480.avif 480w, ${PATH}/800.avif 800w, ${PATH}/1200.avif 1200w, ${PATH}/1600.avif 1600w` },
        { type: "image/webp", srcSet: `${PATH}/480.webp 480w, ${PATH}/800.webp 800w, ${PATH}/1200.webp 1200w, ${PATH}/1600.webp 1600w` },
      ],
      img: { src: PATH, srcSet: `${PATH}/480.jpg 480w, ${PATH}/800.jpg 800w, ${PATH}/1200.jpg 1200w, ${PATH}/1600.jpg 1600w`, width: 1600, height: 900 },
    });
  });

  it("a WebP original: AVIF as the source, WebP on the img", () => {
    const picture = pictureOf(PATH, stored(640, 480, "image/webp"));
    expect(picture?.sources).toEqual([{ type: "image/avif", srcSet: `${PATH}/480.avif 480w, ${PATH}/640.avif 640w` }]);
    expect(picture?.img).toEqual({ src: PATH, srcSet: `${PATH}/480.webp 480w, ${PATH}/640.webp 640w`, width: 640, height: 480 });
  });

  it("nothing stored: no picture (the plain img)", () => {
    expect(pictureOf(PATH, undefined)).toBeNull();
    expect(pictureOf(PATH, { variants: [] })).toBeNull();
  });
});

describe("the article's images (renderer output → picture)", () => {
  const SIZES = "(min-width: 64rem) 44rem, calc(100vw - 2rem)";
  const images = { [PATH]: stored(1200, 800, "image/png") };

  it("finds the uploaded images of the rendered HTML, once each, and nothing else", () => {
    const html = renderMarkdown(`![One](${PATH})\n\n![Again](${PATH})\n\n![Bundled](/images/blog/x.svg)\n\n<img src="${OTHER}" alt="raw">`);
    expect(uploadedImagePaths(html)).toEqual([PATH, OTHER]);
  });

  it("turns an uploaded image into a picture with srcset, sizes, width and height, lazy, keeping its alt and title", () => {
    const html = expandUploadedImages(renderMarkdown(`![A boardroom "at dusk" <b>](${PATH} "Riyadh")`), images, SIZES);
    expect(html).toBe(
      `<p><picture>` +
        `<source type="image/avif" srcset="${PATH}/480.avif 480w, ${PATH}/800.avif 800w, ${PATH}/1200.avif 1200w" sizes="${SIZES}" />` +
        `<source type="image/webp" srcset="${PATH}/480.webp 480w, ${PATH}/800.webp 800w, ${PATH}/1200.webp 1200w" sizes="${SIZES}" />` +
        `<img src="${PATH}" alt="A boardroom &quot;at dusk&quot; &lt;b&gt;" title="Riyadh" loading="lazy" decoding="async" srcset="${PATH}/480.png 480w, ${PATH}/800.png 800w, ${PATH}/1200.png 1200w" sizes="${SIZES}" width="1200" height="800" />` +
        `</picture></p>\n`,
    );
  });

  it("keeps a size the author gave", () => {
    const html = expandUploadedImages(renderMarkdown(`<img src="${PATH}" alt="x" width="300">`), images, SIZES);
    expect(html).toContain('width="300"');
    expect(html).not.toContain('height="800"');
    expect(html).toContain("srcset=");
  });

  it("leaves bundled images, uploads without variants and other sites alone", () => {
    const html = renderMarkdown(`![a](/images/blog/x.svg)\n\n![b](${OTHER})\n\n![c](https://evil.example/x.png)`);
    expect(expandUploadedImages(html, images, SIZES)).toBe(html);
    expect(html).not.toContain("evil.example");
  });

  it("an author cannot write picture, source or srcset: the sanitizer drops them before the expansion", () => {
    const html = renderMarkdown(
      `<picture><source srcset="/api/admin/leads.csv 1w" type="image/avif"><img src="${PATH}" srcset="/api/admin/leads.csv 1w" sizes="1px" alt="x"></picture>`,
    );
    expect(html).not.toMatch(/picture|source|srcset|sizes|\/api\//);
    const expanded = expandUploadedImages(html, images, SIZES);
    expect(expanded).not.toContain("/api/");
    expect(expanded.match(/<picture>/g)).toHaveLength(1);
  });

  it("an address that only names an object's property is not an image's", () => {
    const html = '<p><img src="constructor" alt="x" loading="lazy" decoding="async" /></p>';
    expect(expandUploadedImages(html, images, SIZES)).toBe(html);
  });
});
