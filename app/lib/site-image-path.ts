/**
 * The only addresses an article's images (Markdown images, raw `<img>`, the
 * cover) may have: an image uploaded to this site (`/uploads/<id>`) or one
 * bundled with it (`/images/…`). Every other same-origin address is refused,
 * because the browser of whoever opens the article (an administrator
 * reviewing it) would request it with their session: `/api/admin/leads.csv`
 * as a picture writes an export into the audit log. So no `/api`, no other
 * path, no query string or fragment, no `%`-encoding and no dot segments
 * (`/images/../api/…`), nothing a browser could resolve elsewhere.
 */
const SEGMENT = "[A-Za-z0-9_-][A-Za-z0-9._-]*";
const BUNDLED_IMAGE = new RegExp(`^/images/(?:${SEGMENT}/)*${SEGMENT}\\.(?:svg|png|jpe?g|webp|gif|avif|SVG|PNG|JPE?G|WEBP|GIF|AVIF)$`);

/** `/uploads/<id>`: what `POST /api/admin/uploads` answers (features/uploads), and nothing else. */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/[a-f0-9]{32}$/;

export function isSiteImagePath(value: string): boolean {
  return UPLOADED_IMAGE_PATH.test(value) || BUNDLED_IMAGE.test(value);
}
