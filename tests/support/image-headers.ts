import { crc32, deflateSync } from "node:zlib";

/**
 * Image files of a given pixel size, as far as their headers go (what an
 * upload reads; nothing decodes the pixels): enough bytes for the format to
 * be recognised and its size read.
 */
export function pngOfSize(width: number, height: number): Buffer {
  return png(width, height, 6, []);
}

/**
 * A decompression bomb: a real PNG of a few kilobytes declaring `width` ×
 * `height` grey pixels, whose first rows are there (zeros, which deflate to
 * almost nothing); an image decoder would set aside width × height bytes
 * before finding the rest missing.
 */
export function pngBomb(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width + 1) * 16, 0);
  return png(width, height, 0, [["IDAT", deflateSync(rows)]]);
}

function png(width: number, height: number, colourType: number, chunks: [string, Buffer][]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colourType, 0, 0, 0], 8);
  const chunk = (name: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(name, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...chunks.map(([name, data]) => chunk(name, data)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** SOI, a JFIF APP0 segment, then a baseline frame header (SOF0) and the start of a scan. */
export function jpegOfSize(width: number, height: number): Buffer {
  const app0 = Buffer.concat([Buffer.from([0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0", "latin1"), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])]);
  const sof0 = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x0c, 0x03, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, sos, Buffer.alloc(16, 0), Buffer.from([0xff, 0xd9])]);
}

/** RIFF … WEBP with a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
export function webpOfSize(width: number, height: number, kind: "VP8 " | "VP8L" | "VP8X" = "VP8 "): Buffer {
  const data = Buffer.alloc(20);
  if (kind === "VP8 ") {
    data.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a]);
    data.writeUInt16LE(width & 0x3fff, 6);
    data.writeUInt16LE(height & 0x3fff, 8);
  } else if (kind === "VP8L") {
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  } else {
    data.writeUIntLE(width - 1, 4, 3);
    data.writeUIntLE(height - 1, 7, 3);
  }
  const chunk = Buffer.concat([Buffer.from(kind, "latin1"), Buffer.from([data.length, 0, 0, 0]), data]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from("RIFF", "latin1"), size, Buffer.from("WEBP", "latin1"), chunk]);
}
