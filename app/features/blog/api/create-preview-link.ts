import { apiRequest } from "~/lib/api-client";
import type { PreviewLink } from "../preview-link";

/** `POST /api/admin/blog/{id}/preview-links`: a new private preview link to the post (7 days). */
export async function createPreviewLink(postId: number): Promise<PreviewLink> {
  const res = await apiRequest("POST", `/api/admin/blog/${postId}/preview-links`, {});
  return ((await res.json()) as { link: PreviewLink }).link;
}
