import { eq, isNull } from "drizzle-orm";
import { getTranslators } from "~/i18n/server-translator.server";
import type { Database } from "#db/client";
import { blogPosts, users } from "#db/schema";
import type { StaffLookalike } from "./staff-lookalike";

/**
 * The names a member's article must not pass for: the administrators'
 * usernames and full names, the firm's name and its advisor's (as the site
 * shows them, overrides included, in both languages), and the bylines of the
 * posts the firm wrote itself.
 */
export async function listStaffNames(db: Database): Promise<StaffLookalike[]> {
  const [admins, bylines, t] = await Promise.all([
    db.select({ username: users.username, fullName: users.fullName }).from(users).where(eq(users.role, "admin")),
    db.selectDistinct({ author: blogPosts.author, authorAr: blogPosts.authorAr }).from(blogPosts).where(isNull(blogPosts.submittedBy)),
    getTranslators(db),
  ]);
  return [
    ...admins.flatMap((a) => [a.username, a.fullName ?? ""].map((name) => ({ name, kind: "administrator" as const }))),
    ...(["en", "ar"] as const).flatMap((lang) => [
      { name: t[lang]("brand.name"), kind: "firm" as const },
      { name: t[lang]("connect.advisor.name"), kind: "staff" as const },
    ]),
    ...bylines.flatMap((b) => [b.author, b.authorAr].map((name) => ({ name, kind: "staff" as const }))),
  ].filter((n) => n.name.trim() !== "");
}
