import { eq } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { blogPosts } from "#db/schema";
import { AppError } from "~/lib/app-error";
import type { RedirectValues } from "./redirect.schema";
import { checkSourcePath, checkTargetPath, postSlugOf } from "./redirect-path";

/**
 * A redirect typed in the Redirects tab, as stored: its paths normalised, and
 * refused when its old address is a post's (any status: the post owns it, and
 * a redirect would hide it once published).
 */
export async function checkRedirectValues(tx: DatabaseExecutor, values: RedirectValues): Promise<{ from: string; to: string | null }> {
  const source = checkSourcePath(values.fromPath);
  if ("problem" in source) throw new AppError("VALIDATION", { fieldErrors: { fromPath: source.problem } });
  const target = values.gone ? null : checkTargetPath(values.toPath);
  if (target && "problem" in target) throw new AppError("VALIDATION", { fieldErrors: { toPath: target.problem } });
  const slug = postSlugOf(source.path);
  if (slug) {
    const [post] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
    if (post) throw new AppError("VALIDATION", { fieldErrors: { fromPath: "redirectsAdmin.error.sourceIsPost" } });
  }
  return { from: source.path, to: target?.path ?? null };
}
