export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const uploadContentTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

/**
 * What the bytes really are, whatever the request claimed: the first bytes
 * of a JPEG, PNG or WebP file are fixed by their formats. Anything else
 * (an SVG with script, an HTML page renamed .png) is null.
 */
export function detectImageType(bytes: Uint8Array): UploadContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF <size> WEBP
  if (bytes.length >= 12 && startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return null;
}

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

/**
 * The largest image an upload may be: whoever opens a page decodes it in
 * full, 4 bytes a pixel, so a 20000×20000 PNG of a few kilobytes costs every
 * visitor's browser 1.6 GB. 8,000 pixels a side and 40 megapixels in all
 * take any photograph a phone or camera makes (12–24 MP) and a 160 MB decode.
 */
export const IMAGE_MAX_SIDE = 8_000;
export const IMAGE_MAX_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The pixel size a JPEG, PNG or WebP file declares in its header, read
 * without decoding the image (PNG's IHDR, JPEG's SOF segment, WebP's VP8,
 * VP8L or VP8X chunk); null when the header does not say.
 */
export function readImageSize(bytes: Uint8Array, type: UploadContentType): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  if (type === "image/png") {
    // Signature (8), IHDR's length (4) and name (4), then width and height, big-endian.
    if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return null;
    return size(view.getUint32(16), view.getUint32(20));
  }
  if (type === "image/jpeg") {
    let at = 2;
    while (at + 4 <= bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1];
      if (marker === 0xff) {
        at += 1; // fill byte
        continue;
      }
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
        at += 2; // markers without a length
        continue;
      }
      // The frame header comes before the scan; an image without one says nothing.
      if (marker === 0xd9 || marker === 0xda) return null;
      const length = view.getUint16(at + 2);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return at + 9 <= bytes.length ? size(view.getUint16(at + 7), view.getUint16(at + 5)) : null;
      if (length < 2) return null;
      at += 2 + length;
    }
    return null;
  }
  // RIFF <size> WEBP, then the first chunk's name at 12 and its data at 20.
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") {
    // Frame tag (3), start code 9d 01 2a, then 14-bit width and height, little-endian.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  if (chunk === "VP8L") {
    // Signature 0x2f, then width − 1 and height − 1 in 14 bits each.
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    // Flags (4), then canvas width − 1 and height − 1 in 24 bits each.
    return size(uint24(bytes, 24) + 1, uint24(bytes, 27) + 1);
  }
  return null;
}

/** Whether an image of this size may be stored. */
export function isImageSizeAllowed({ width, height }: ImageSize): boolean {
  return width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function uint24(bytes: Uint8Array, at: number): number {
  return bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
}
