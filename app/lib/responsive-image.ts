import { UPLOADED_IMAGE_PATH } from "./site-image-path";

/**
 * Responsive images (decision 044): an image uploaded to the site
 * (`/uploads/<id>`) is stored with smaller copies, its variants, at a few
 * widths in AVIF, WebP and its own format; pages offer them in a `<picture>`
 * with `srcset` and `sizes`, so a phone downloads a copy its width needs.
 * Pure and shared: the server makes the variants with these widths, the
 * pages and the article renderer build their markup from them.
 */

/** The widths variants are made at; an image narrower than one gets its own width instead (never upscaled). */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
/** The widest variant: wider originals are offered at this width at most. */
export const MAX_VARIANT_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

export const variantTypes = ["image/avif", "image/webp", "image/jpeg", "image/png"] as const;
export type VariantType = (typeof variantTypes)[number];

const extensionOf: Record<VariantType, string> = { "image/avif": "avif", "image/webp": "webp", "image/jpeg": "jpg", "image/png": "png" };

/** One stored copy of an uploaded image. */
export interface ImageVariant {
  width: number;
  height: number;
  type: VariantType;
}

/** What a page needs of an uploaded image: its variants (from the database), keyed in `ResponsiveImages` by its `/uploads/<id>` path. */
export interface ResponsiveImage {
  variants: ImageVariant[];
}

/** Uploaded images by their `/uploads/<id>` path: what a page's loader read for the images it shows. */
export type ResponsiveImages = Record<string, ResponsiveImage>;

/**
 * The widths an image `originalWidth` pixels wide is copied at: the steps
 * clearly narrower than it (at most 90 % of it: a 500-pixel copy of a
 * 520-pixel image saves nothing), then the original's own width up to the
 * widest step. Never wider than the original.
 */
export function variantWidths(originalWidth: number): number[] {
  const steps = VARIANT_WIDTHS.filter((width) => width <= originalWidth * 0.9);
  return [...new Set([...steps, Math.min(originalWidth, MAX_VARIANT_WIDTH)])];
}

/**
 * The formats an image of `contentType` is copied to: AVIF and WebP (what
 * browsers take), and the original's own format for a browser that takes
 * neither (a WebP original needs no third copy).
 */
export function variantTypesFor(contentType: string): VariantType[] {
  return contentType === "image/jpeg" || contentType === "image/png" ? ["image/avif", "image/webp", contentType] : ["image/avif", "image/webp"];
}

/** `/uploads/<id>/<width>.<ext>`: where a variant is served. */
export function variantPath(imagePath: string, variant: Pick<ImageVariant, "width" | "type">): string {
  return `${imagePath}/${variant.width}.${extensionOf[variant.type]}`;
}

/** `800.avif` → the width and type it names; null for anything else (so the route answers 404). */
export function parseVariantName(name: string): { width: number; type: VariantType } | null {
  const match = /^([1-9][0-9]{0,4})\.(avif|webp|jpg|png)$/.exec(name);
  if (!match) return null;
  const type = variantTypes.find((candidate) => extensionOf[candidate] === match[2]);
  return type ? { width: Number(match[1]), type } : null;
}

/** `/uploads/<id>` → `<id>`; null for any other address (a bundled image, anything else). */
export function uploadedImageId(src: string): string | null {
  return UPLOADED_IMAGE_PATH.test(src) ? src.slice("/uploads/".length) : null;
}

export interface PictureMarkup {
  /** `<source type srcset>`, best format first. */
  sources: { type: VariantType; srcSet: string }[];
  /** The `<img>`: the original's address, its own format's variants, and the size that reserves its space. */
  img: { src: string; srcSet: string; width: number; height: number };
}

/**
 * The `<picture>` of an uploaded image from its stored variants: one
 * `<source>` per modern format, the `<img>` with the original format's
 * variants (for a browser that takes neither), and the widest variant's
 * width and height, which give the box its proportions before the image
 * arrives. Null when nothing is stored (an image from before variants, until
 * the daily job converts it): the page shows the plain `<img>`.
 */
export function pictureOf(imagePath: string, image: ResponsiveImage | undefined): PictureMarkup | null {
  if (!image || image.variants.length === 0) return null;
  const srcSetOf = (type: VariantType) =>
    image.variants
      .filter((variant) => variant.type === type)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${variantPath(imagePath, variant)} ${variant.width}w`)
      .join(", ");
  const types = variantTypes.filter((type) => image.variants.some((variant) => variant.type === type));
  // The last format stored is the fallback: the original's own (JPEG, PNG), or WebP for a WebP original.
  const fallback = types.includes("image/jpeg") ? "image/jpeg" : types.includes("image/png") ? "image/png" : types[types.length - 1];
  const widest = image.variants.reduce((a, b) => (b.width > a.width ? b : a));
  return {
    sources: types.filter((type) => type !== fallback).map((type) => ({ type, srcSet: srcSetOf(type) })),
    img: { src: imagePath, srcSet: srcSetOf(fallback), width: widest.width, height: widest.height },
  };
}

/**
 * The `/uploads/<id>` addresses of the images in HTML the article renderer
 * made (app/lib/markdown.ts), so a page can read their variants at once.
 */
export function uploadedImagePaths(html: string): string[] {
  const paths = new Set<string>();
  for (const match of html.matchAll(IMG_TAG)) {
    const src = attributesOf(match[1]).get("src");
    if (src && uploadedImageId(src)) paths.add(src);
  }
  return [...paths];
}

/**
 * Turns each `<img>` of an uploaded image in the renderer's HTML into a
 * `<picture>` of its variants with `sizes`, and gives it the stored width and
 * height (unless the author gave a size). Only this site's uploads whose
 * variants were read are touched; every other image stays as it was.
 *
 * It reads the sanitizer's output only (sanitize-html, app/lib/markdown.ts):
 * there every attribute is double-quoted and its value escaped (`"`, `<`,
 * `>` and `&` as entities), so a tag ends at the first `>`. What it writes
 * comes from the database (ids, widths, types) and the attributes the
 * sanitizer already let through, copied as they are; authors cannot write
 * `<picture>`, `<source>` or `srcset` themselves.
 */
export function expandUploadedImages(html: string, images: ResponsiveImages, sizes: string): string {
  return html.replace(IMG_TAG, (tag, rawAttributes: string) => {
    const attributes = attributesOf(rawAttributes);
    const src = attributes.get("src");
    const picture = src && uploadedImageId(src) && Object.hasOwn(images, src) ? pictureOf(src, images[src]) : null;
    if (!src || !picture) return tag;
    const ownSize = attributes.has("width") || attributes.has("height");
    const img = new Map(attributes);
    img.set("srcset", picture.img.srcSet);
    img.set("sizes", escapeAttribute(sizes));
    if (!ownSize) {
      img.set("width", String(picture.img.width));
      img.set("height", String(picture.img.height));
    }
    const sources = picture.sources.map((source) => `<source type="${source.type}" srcset="${source.srcSet}" sizes="${escapeAttribute(sizes)}" />`).join("");
    const imgTag = `<img ${[...img].map(([name, value]) => `${name}="${value}"`).join(" ")} />`;
    return `<picture>${sources}${imgTag}</picture>`;
  });
}

const IMG_TAG = /<img\b([^>]*?)\s*\/?>/g;
const ATTRIBUTE = /([a-z][a-z0-9-]*)="([^"]*)"/g;

/** The double-quoted attributes of a tag, values left escaped as they are. */
function attributesOf(raw: string): Map<string, string> {
  return new Map([...raw.matchAll(ATTRIBUTE)].map((match) => [match[1], match[2]] as [string, string]));
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
