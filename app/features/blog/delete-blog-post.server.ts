import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";

export async function deleteBlogPost(db: Database, id: number): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", { message: "blogAdmin.error.notFound" });
}
