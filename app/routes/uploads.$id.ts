import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "#db/errors";
import { findUploadedImage } from "~/features/uploads/find-uploaded-image.server";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/uploads.$id";

/**
 * `/uploads/<id>`: an image uploaded from the dashboard. Its bytes never
 * change under an id, so browsers and proxies may keep it for a year and the
 * id itself is the validator.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  let image;
  try {
    image = await findUploadedImage(db, params.id);
  } catch (error) {
    // A resource route's error is no page: React Router would answer 500. The image is still there; ask to come back.
    if (!isDatabaseUnavailable(error)) throw error;
    return new Response("Service Unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": String(DB_RETRY_AFTER_SECONDS) },
    });
  }
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  const etag = `"${params.id}"`;
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
