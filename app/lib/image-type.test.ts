import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type";

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
