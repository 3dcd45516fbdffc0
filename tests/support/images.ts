import sharp from "sharp";

/**
 * A real image of `width` × `height` pixels that decodes (unlike the files of
 * image-headers.ts, which only look like one): a navy field, or a gradient
 * when `detailed` so its copies differ in size like a photograph's.
 */
export async function imageOfSize(width: number, height: number, format: "jpeg" | "png" | "webp", options: { detailed?: boolean } = {}): Promise<Buffer> {
  const image = options.detailed
    ? sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#d9b36c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f4ead7"/></svg>`,
        ),
      )
    : sharp({ create: { width, height, channels: 3, background: "#0b1f3a" } });
  return image.toFormat(format).toBuffer();
}
