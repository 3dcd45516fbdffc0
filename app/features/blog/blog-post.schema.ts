import "~/lib/zod-jitless";
import { z } from "zod";
import { refusedImageSources } from "~/lib/markdown";
import { markdownLimitProblem } from "~/lib/markdown-limits";
import { isSiteImagePath } from "~/lib/site-image-path";
import { postStatuses } from "./post-status";

/** Lower-case letters, digits and single hyphens between them: `hiring-a-cfo-2025`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
export const TITLE_MAX = 200;
export const CATEGORY_MAX = 80;
export const AUTHOR_MAX = 120;
export const SUMMARY_MAX = 600;
export const CONTENT_MAX = 50_000;
export const IMAGE_URL_MAX = 2_000;

/**
 * The cover of an article sent for review without a picture: a text-free
 * branded pattern made for covers (decision 023); the reviewer can replace it
 * before approving.
 */
export const DEFAULT_ARTICLE_IMAGE = "/images/blog/default-cover.svg";

const required = (max: number, tooLongKey = "admin.form.error.tooLong") =>
  z
    .string({ error: "admin.form.error.required" })
    .trim()
    .min(1, { error: "admin.form.error.required" })
    .max(max, { error: tooLongKey });

export const slugField = z
  .string({ error: "admin.form.error.required" })
  .trim()
  .min(1, { error: "admin.form.error.required" })
  .max(SLUG_MAX, { error: "admin.form.error.tooLong" })
  .regex(SLUG_PATTERN, { error: "blogAdmin.error.slugFormat" });

/** A cover uploaded to this site or bundled with it (`/uploads/<id>`, `/images/…`; app/lib/site-image-path.ts). */
export const imageUrlField = required(IMAGE_URL_MAX).refine(isSiteImagePath, { error: "blogAdmin.error.imageUrl" });

/** The cover a page shows: the stored one, or the default cover for one stored before the rule (it is not requested). */
export function displayedCover(imageUrl: string): string {
  return isSiteImagePath(imageUrl) ? imageUrl : DEFAULT_ARTICLE_IMAGE;
}

/**
 * An article's Markdown: within the rendering limits (app/lib/markdown-limits.ts),
 * and images only from this site, so nothing is silently left out.
 */
const contentField = required(CONTENT_MAX).superRefine((value, ctx) => {
  if (value.length > CONTENT_MAX) return;
  const problem = markdownLimitProblem(value);
  if (problem) {
    ctx.addIssue({ code: "custom", message: `blogAdmin.error.markdown.${problem}` });
    return;
  }
  if (refusedImageSources(value).length > 0) ctx.addIssue({ code: "custom", message: "blogAdmin.error.contentImage" });
});

/** What an article says, in both languages; shared by the firm's posts and users' submissions. */
const articleFields = {
  slug: slugField,
  author: required(AUTHOR_MAX),
  /** The name Arabic pages show ("د. فيصل الحربي"); required for new posts. */
  authorAr: required(AUTHOR_MAX),
  titleEn: required(TITLE_MAX),
  categoryEn: required(CATEGORY_MAX),
  summaryEn: required(SUMMARY_MAX),
  contentEn: contentField,
  titleAr: required(TITLE_MAX),
  categoryAr: required(CATEGORY_MAX),
  summaryAr: required(SUMMARY_MAX),
  contentAr: contentField,
};

const statusField = z.enum(postStatuses, { error: "admin.form.error.invalid" });

/**
 * The dashboard's post form. A post the firm writes is published unless it
 * is saved as a draft (decision 016).
 */
export const blogPostSchema = z.object({
  ...articleFields,
  imageUrl: imageUrlField,
  featured: z.boolean({ error: "admin.form.error.invalid" }).default(false),
  status: statusField.default("published"),
});

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostValues = z.output<typeof blogPostSchema>;

/**
 * `PUT /api/admin/blog/:id`: the same fields; without a status the post keeps
 * the one it has. A post from before Arabic author names may stay without one
 * (its Arabic pages show `author`), but a name once given cannot be emptied:
 * the server checks that against the stored post (decision 023).
 */
const optionalAuthorAr = z.string({ error: "admin.form.error.invalid" }).trim().max(AUTHOR_MAX, { error: "admin.form.error.tooLong" });

/**
 * `POST /api/admin/blog`: the form's fields, but the spec's payload has no
 * Arabic byline, so a post without one is stored and its Arabic flagged
 * "missing" rather than refused (issue 26 item 1, decision 042).
 */
export const blogPostCreateSchema = blogPostSchema.extend({ authorAr: optionalAuthorAr.default("") });

/**
 * "This change needs no translation" (a typo): the other language stays up to
 * date (decision 042). Optional, so the spec's payloads are unchanged.
 */
const noTranslationNeededField = z.boolean({ error: "admin.form.error.invalid" }).optional();

/** Without `authorAr` (a client that predates it) the post keeps its Arabic name. */
export const blogPostUpdateSchema = blogPostSchema.extend({ status: statusField.optional(), authorAr: optionalAuthorAr.optional(), noTranslationNeeded: noTranslationNeededField });

/** The edit form of a post that has no Arabic author name yet: the same rules, the Arabic name optional. */
export const legacyBlogPostSchema = blogPostSchema.extend({ authorAr: optionalAuthorAr });

export type BlogPostUpdateValues = z.output<typeof blogPostUpdateSchema>;

/** `POST /api/articles`: a signed-in user's article for review. The picture is optional. */
export const articleSubmissionSchema = z.object({
  ...articleFields,
  imageUrl: z
    .string()
    .trim()
    .max(IMAGE_URL_MAX, { error: "admin.form.error.tooLong" })
    .refine((value) => value === "" || isSiteImagePath(value), { error: "blogAdmin.error.imageUrl" })
    .optional(),
});

export type ArticleSubmissionInput = z.input<typeof articleSubmissionSchema>;
export type ArticleSubmissionValues = z.output<typeof articleSubmissionSchema>;

/** A slug proposed from an English title: `"CFO Hiring: 5 Lessons"` → `cfo-hiring-5-lessons`. */
export function suggestSlug(title: string, max = 80): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}
