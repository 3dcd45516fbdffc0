import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "#db/errors";

/**
 * The answer to `/uploads/<id>` and `/uploads/<id>/<variant>`: the stored
 * bytes with their type. They never change under an address, so browsers and
 * proxies may keep them for a year and the address itself is the validator
 * (`etag`).
 */
export async function uploadedImageResponse(
  request: Request,
  etag: string,
  find: () => Promise<{ contentType: string; data: Buffer } | null>,
): Promise<Response> {
  let image;
  try {
    image = await find();
  } catch (error) {
    // A resource route's error is no page: React Router would answer 500. The image is still there; ask to come back.
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response("Service Unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": String(DB_RETRY_AFTER_SECONDS) },
    });
  }
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const headers = {
    "Content-Type": image.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
  };
  if (request.headers.get("if-none-match")?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(image.data), { status: 200, headers: { ...headers, "Content-Length": String(image.data.length) } });
}
