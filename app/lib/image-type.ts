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
