import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pngBomb, pngOfSize } from "../../../tests/support/image-headers";
import { AppError } from "~/lib/app-error";
import { CONVERSION_QUEUE_LIMIT, convertImage, conversionLoad } from "./convert-image.server";

const photo = (width: number, height: number, format: "jpeg" | "png" | "webp", options: { alpha?: boolean; orientation?: number } = {}) => {
  let image = sharp({ create: { width, height, channels: options.alpha ? 4 : 3, background: { r: 11, g: 31, b: 58, alpha: options.alpha ? 0.5 : 1 } } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.toFormat(format).toBuffer();
};

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("convertImage", () => {
  it("a JPEG: AVIF, WebP and JPEG at each width up to 1600, in proportion", async () => {
    const converted = await convertImage(await photo(2400, 1350, "jpeg"), "image/jpeg");
    expect({ width: converted.width, height: converted.height }).toEqual({ width: 2400, height: 1350 });
    expect(converted.variants.map(({ type, width, height }) => `${type} ${width}×${height}`)).toEqual([
      "image/avif 480×270",
      "image/avif 800×450",
      "image/avif 1200×675",
      "image/avif 1600×900",
      "image/webp 480×270",
      "image/webp 800×450",
      "image/webp 1200×675",
      "image/webp 1600×900",
      "image/jpeg 480×270",
      "image/jpeg 800×450",
      "image/jpeg 1200×675",
      "image/jpeg 1600×900",
    ]);
    // The bytes are what they say.
    for (const variant of converted.variants) {
      const meta = await sharp(variant.data).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg" }[variant.type as string], width: variant.width });
    }
  });

  it("a PNG with transparency keeps it, with PNG as the fallback; a WebP has no third format", async () => {
    const png = await convertImage(await photo(900, 600, "png", { alpha: true }), "image/png");
    expect(png.variants.map((v) => `${v.type} ${v.width}`)).toEqual(["image/avif 480", "image/avif 800", "image/avif 900", "image/webp 480", "image/webp 800", "image/webp 900", "image/png 480", "image/png 800", "image/png 900"]);
    for (const variant of png.variants) expect((await sharp(variant.data).metadata()).hasAlpha).toBe(true);
    const webp = await convertImage(await photo(640, 480, "webp"), "image/webp");
    expect(webp.variants.map((v) => `${v.type} ${v.width}`)).toEqual(["image/avif 480", "image/avif 640", "image/webp 480", "image/webp 640"]);
  });

  it("never upscales: a 1×1 image has one copy per format, 1×1", async () => {
    const converted = await convertImage(await photo(1, 1, "png"), "image/png");
    expect(converted.variants.map((v) => `${v.type} ${v.width}×${v.height}`)).toEqual(["image/avif 1×1", "image/webp 1×1", "image/png 1×1"]);
  });

  it("turns a photograph upright by its EXIF orientation and leaves its metadata out", async () => {
    // Orientation 6: stored 1200 wide and 800 high, shown 800 wide and 1200 high.
    const converted = await convertImage(await photo(1200, 800, "jpeg", { orientation: 6 }), "image/jpeg");
    expect({ width: converted.width, height: converted.height }).toEqual({ width: 800, height: 1200 });
    const largest = converted.variants.find((v) => v.type === "image/jpeg" && v.width === 800);
    expect(largest?.height).toBe(1200);
    const meta = await sharp(largest?.data).metadata();
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it("refuses a small file declaring more pixels than allowed before decoding it (a decompression bomb)", async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const error = await refusal(convertImage(bomb, "image/png"));
    expect(error).toMatchObject({ code: "VALIDATION", message: "admin.upload.error.tooManyPixels" });
  });

  it("refuses what it cannot read as not an image: no pixels, or fewer than declared", async () => {
    for (const broken of [pngOfSize(100, 100), pngBomb(7_000, 5_000)]) {
      const error = await refusal(convertImage(broken, "image/png"));
      expect(error).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE", message: "admin.upload.error.notImage" });
    }
  });

  it("converts one image at a time, off the event loop; past the queue's limit, SERVER_BUSY", async () => {
    const big = await photo(4000, 3000, "jpeg");
    const small = await photo(64, 64, "png");
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const first = convertImage(big, "image/jpeg");
    const queued = Array.from({ length: CONVERSION_QUEUE_LIMIT }, () => convertImage(small, "image/png"));
    expect(conversionLoad()).toEqual({ running: 1, waiting: CONVERSION_QUEUE_LIMIT });
    const refused = await refusal(convertImage(small, "image/png"));
    expect(refused).toMatchObject({ code: "SERVER_BUSY", retryAfterSeconds: expect.any(Number) });
    await Promise.all([first, ...queued]);
    delay.disable();
    expect(conversionLoad()).toEqual({ running: 0, waiting: 0 });
    // Seconds of decoding and encoding, and the event loop never waited long for them (generous: the machine is shared).
    expect(delay.max / 1e6).toBeLessThan(500);
  });
});
