import { and, eq, ne } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { Database } from "#db/client";
import { blogPosts } from "#db/schema";

export function slugTakenError(): AppError {
  return new AppError("CONFLICT", { message: "blogAdmin.error.slugTaken", fieldErrors: { slug: "blogAdmin.error.slugTaken" } });
}

/** 409 with a message at the slug field when another post already has this address. */
export async function assertSlugFree(db: Database, slug: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId === undefined ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)))
    .limit(1);
  if (taken) throw slugTakenError();
}
