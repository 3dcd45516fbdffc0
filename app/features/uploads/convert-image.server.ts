import sharp, { type Metadata, type Sharp } from "sharp";
import { AppError } from "~/lib/app-error";
import { IMAGE_MAX_PIXELS, isImageSizeAllowed } from "~/lib/image-type";
import { variantTypesFor, variantWidths, type VariantType } from "~/lib/responsive-image";

/** A variant made from an upload: its size, format and bytes. */
export interface ConvertedVariant {
  width: number;
  height: number;
  type: VariantType;
  data: Buffer;
}

export interface ConvertedImage {
  /** The picture's size once turned upright (EXIF orientation). */
  width: number;
  height: number;
  variants: ConvertedVariant[];
}

/** Conversions at once in this process: one, so sharp holds one of libuv's four threads and requests keep the others (decision 044). */
const CONVERSIONS_AT_ONCE = 1;
/** Conversions waiting; one more is refused with 503 and Retry-After (`SERVER_BUSY`). */
export const CONVERSION_QUEUE_LIMIT = 8;
const CONVERSION_RETRY_AFTER_SECONDS = 10;

/**
 * Encoder settings: AVIF at effort 2 (of 0–9) takes a fifth of the default's
 * time for files a few per cent larger; the others at their usual quality.
 * Metadata (EXIF, GPS) is not copied into the variants.
 */
const encode: Record<VariantType, (image: Sharp) => Sharp> = {
  "image/avif": (image) => image.avif({ quality: 55, effort: 2 }),
  "image/webp": (image) => image.webp({ quality: 80 }),
  "image/jpeg": (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  "image/png": (image) => image.png({ compressionLevel: 9 }),
};

/**
 * Decoding refuses any image of more than IMAGE_MAX_PIXELS (sharp checks the
 * header before decoding), turns it upright and takes the first frame of an
 * animated one. `failOn: "error"`: a photograph with a harmless warning (a
 * few bytes after its end) is taken, a broken one is not.
 */
const decode = (bytes: Buffer) => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", autoOrient: true });

let running = 0;
const waiting: (() => void)[] = [];

/**
 * The variants of an uploaded image (decision 044): each width of
 * `variantWidths` in each format of `variantTypesFor`, one after the other.
 * sharp decodes and encodes on libuv's threads, never on the event loop; at
 * most CONVERSIONS_AT_ONCE conversions run, CONVERSION_QUEUE_LIMIT wait, and
 * past that `SERVER_BUSY`. The size the file's header declares is checked
 * again here, as sharp reads it, before anything is decoded: a small file
 * declaring 20,000 × 20,000 pixels is refused (`admin.upload.error.tooManyPixels`)
 * without its pixels being decoded; a file sharp cannot read is `notImage`.
 */
export async function convertImage(bytes: Buffer, contentType: string): Promise<ConvertedImage> {
  await takeTurn();
  try {
    return await convert(bytes, contentType);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function takeTurn(): Promise<void> {
  if (running < CONVERSIONS_AT_ONCE) {
    running += 1;
    return Promise.resolve();
  }
  if (waiting.length >= CONVERSION_QUEUE_LIMIT) return Promise.reject(new AppError("SERVER_BUSY", { retryAfterSeconds: CONVERSION_RETRY_AFTER_SECONDS }));
  // The turn passes straight from the conversion that ends to the first waiting one.
  return new Promise((resolve) =>
    waiting.push(() => {
      running += 1;
      resolve();
    }),
  );
}

async function convert(bytes: Buffer, contentType: string): Promise<ConvertedImage> {
  let metadata: Metadata;
  try {
    metadata = await decode(bytes).metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (!metadata.width || !metadata.height || !isImageSizeAllowed(metadata)) throw new AppError("VALIDATION", { message: "admin.upload.error.tooManyPixels" });
  const { width, height } = metadata.autoOrient;
  const widths = variantWidths(width);
  // Decoded once, upright, in sRGB, at the widest variant's width; every variant is made from these pixels.
  let base: { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };
  try {
    base = await decode(bytes)
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refusal(error);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const variants: ConvertedVariant[] = [];
  for (const type of variantTypesFor(contentType)) {
    for (const targetWidth of widths) {
      const { data, info } = await encode[type](sharp(base.data, { raw }).resize({ width: targetWidth, withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, type, data });
    }
  }
  return { width, height, variants };
}

/** sharp's refusal as the upload's: too many pixels, or not an image it can read. */
function refusal(error: unknown): AppError {
  const pixels = error instanceof Error && /pixel limit/i.test(error.message);
  return pixels
    ? new AppError("VALIDATION", { message: "admin.upload.error.tooManyPixels", cause: error })
    : new AppError("UNSUPPORTED_MEDIA_TYPE", { message: "admin.upload.error.notImage", cause: error });
}

/** Conversions running and waiting (tests wait on it rather than on time). */
export function conversionLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
