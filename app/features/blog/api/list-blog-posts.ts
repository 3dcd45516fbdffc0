import { getJson } from "~/lib/api-client";
import type { BlogPostSummary } from "../blog-post";

/** `GET /api/blog`: the published posts, newest first; a 401 counts as none (spec: "no data"). */
export async function listBlogPosts(): Promise<BlogPostSummary[]> {
  const body = await getJson<{ posts: BlogPostSummary[] }>("/api/blog", { on401: "returnNull" });
  return body?.posts ?? [];
}
