import { describe, expect, it } from "vitest";
import { jpegOfSize, pngOfSize, webpOfSize } from "../../tests/support/image-headers";
import { detectImageType, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, isImageSizeAllowed, readImageSize } from "./image-type";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, "latin1"));

describe("detectImageType", () => {
  it("recognises JPEG, PNG and WebP by their first bytes", () => {
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe("image/png");
    expect(detectImageType(ascii("RIFF\x24\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses everything else, including look-alikes", () => {
    expect(detectImageType(ascii("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"))).toBeNull();
    expect(detectImageType(ascii("<!doctype html><html>"))).toBeNull();
    expect(detectImageType(ascii("GIF89a\x01\x00\x01\x00"))).toBeNull();
    expect(detectImageType(ascii("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});

describe("readImageSize (issue 21 item 6g)", () => {
  it("reads the pixel size from PNG, JPEG and WebP headers without decoding", () => {
    expect(readImageSize(pngOfSize(20_000, 20_000), "image/png")).toEqual({ width: 20_000, height: 20_000 });
    expect(readImageSize(jpegOfSize(4032, 3024), "image/jpeg")).toEqual({ width: 4032, height: 3024 });
    expect(readImageSize(webpOfSize(1200, 800, "VP8 "), "image/webp")).toEqual({ width: 1200, height: 800 });
    expect(readImageSize(webpOfSize(16_383, 2, "VP8L"), "image/webp")).toEqual({ width: 16_383, height: 2 });
    expect(readImageSize(webpOfSize(16_000, 12_000, "VP8X"), "image/webp")).toEqual({ width: 16_000, height: 12_000 });
  });

  it("says nothing for a header that does not declare a size", () => {
    expect(readImageSize(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xda, 0, 2), "image/jpeg")).toBeNull();
    expect(readImageSize(ascii("RIFF\x24\x00\x00\x00WEBPVP8 \x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"), "image/webp")).toBeNull();
    expect(readImageSize(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), "image/png")).toBeNull();
    expect(readImageSize(pngOfSize(0, 10), "image/png")).toBeNull();
  });

  it("allows 8,000 pixels a side and 40 megapixels in all", () => {
    expect(isImageSizeAllowed({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE })).toBe(true);
    expect(isImageSizeAllowed({ width: 6000, height: 4000 })).toBe(true);
    expect(isImageSizeAllowed({ width: IMAGE_MAX_SIDE + 1, height: 10 })).toBe(false);
    expect(isImageSizeAllowed({ width: 7000, height: 7000 })).toBe(false);
    expect(isImageSizeAllowed({ width: 20_000, height: 20_000 })).toBe(false);
  });
});
