import "~/lib/zod-jitless";
import { z } from "zod";
import { refusedImageSources } from "~/lib/markdown";
import { markdownLimitProblem } from "~/lib/markdown-limits";
import { isSiteImagePath } from "~/lib/site-image-path";
import { IMAGE_ALT_MAX } from "~/components/forms/visual-editor/editor-dialogs.schema";
import { imagesWithoutDescription } from "./article-outline";
import type { PostSearchField } from "./post-search-fields";
import { postStatuses, type PostStatus } from "./post-status";

/** Lower-case letters, digits and single hyphens between them: `hiring-a-cfo-2025`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
export const TITLE_MAX = 200;
export const CATEGORY_MAX = 80;
export const AUTHOR_MAX = 120;
export const SUMMARY_MAX = 600;
export const CONTENT_MAX = 50_000;
export const IMAGE_URL_MAX = 2_000;
/** Hard limits of the search and sharing fields; the lengths search results show are advice (seo-check.ts, decision 045). */
export const SEARCH_TITLE_MAX = 120;
export const SEARCH_DESCRIPTION_MAX = 320;

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

/**
 * What the cover shows, in one language, for whoever cannot see it (its
 * `alt`, decision 044). Optional, so the spec's payloads and posts from
 * before stay valid: without one the cover is drawn as decoration (`alt=""`).
 */
const imageAltField = z.string({ error: "admin.form.error.invalid" }).trim().max(IMAGE_ALT_MAX, { error: "admin.form.error.tooLong" });

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

/** An optional text (null or empty: the default applies); left out of an update, the stored one stays. */
const optionalText = (max: number) => z.string({ error: "admin.form.error.invalid" }).trim().max(max, { error: "admin.form.error.tooLong" }).nullable().optional();
const optionalImage = z
  .string({ error: "admin.form.error.invalid" })
  .trim()
  .max(IMAGE_URL_MAX, { error: "admin.form.error.tooLong" })
  .refine((value) => value === "" || isSiteImagePath(value), { error: "blogAdmin.error.imageUrl" })
  .nullable()
  .optional();

/**
 * Search and sharing per language, and the cover's description (issue 27
 * item 1, decision 045): all optional, so the spec's payloads are unchanged.
 */
const searchFields = {
  searchTitleEn: optionalText(SEARCH_TITLE_MAX),
  searchTitleAr: optionalText(SEARCH_TITLE_MAX),
  searchDescriptionEn: optionalText(SEARCH_DESCRIPTION_MAX),
  searchDescriptionAr: optionalText(SEARCH_DESCRIPTION_MAX),
  socialImageEn: optionalImage,
  socialImageAr: optionalImage,
} satisfies Record<PostSearchField, z.ZodType>;

const statusField = z.enum(postStatuses, { error: "admin.form.error.invalid" });

/** An instant as the API carries it: ISO 8601 with its offset (`2026-11-29T06:00:00.000Z`); null for none. */
const instantField = z.iso.datetime({ offset: true, error: "blogAdmin.schedule.error.invalid" }).nullable().optional();

/** The statuses an unpublish time applies to: a post that is, or is about to be, public. */
export const unpublishableStatuses = ["published", "scheduled"] as const satisfies readonly PostStatus[];

export interface ScheduleValues {
  status?: PostStatus;
  publishAt?: string | null;
  unpublishAt?: string | null;
}

/**
 * The schedule's rules (issue 26 item 5, decision 042), for the form and the
 * server alike: a scheduled post needs its publish time, and a post's
 * unpublish time comes after its publish time. A publish time in the past is
 * accepted (the next run publishes it). A time that does not apply to the
 * status (a publish time on a draft, an unpublish time on a rejected post)
 * is not an error: the server keeps it only where it applies, so switching
 * the status back and forth in the form loses nothing before the save.
 */
export function scheduleProblems({ status, publishAt, unpublishAt }: ScheduleValues): { field: "publishAt" | "unpublishAt"; message: string }[] {
  if (status !== "scheduled") return [];
  if (!publishAt) return [{ field: "publishAt", message: "blogAdmin.schedule.error.publishAtRequired" }];
  if (unpublishAt && Date.parse(unpublishAt) <= Date.parse(publishAt)) return [{ field: "unpublishAt", message: "blogAdmin.schedule.error.unpublishBeforePublish" }];
  return [];
}

const checkSchedule = (values: ScheduleValues, ctx: z.RefinementCtx) => {
  for (const problem of scheduleProblems(values)) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
};

export interface DescribedValues {
  status?: PostStatus;
  imageUrl?: string;
  imageAltEn?: string;
  imageAltAr?: string;
  contentEn?: string;
  contentAr?: string;
}

/**
 * Every image of a post going public is described in both languages, the
 * cover included (issue 27 item 6, decision 045): a post published or
 * scheduled needs the cover's two descriptions and no image without one in
 * either text. A draft may wait. The rule holds for a client that sends the
 * cover's descriptions (the dashboard's form always does); the spec's
 * payloads have none, so they are accepted as before and the search check
 * reports what is missing (a blocking finding, shown in the posts list).
 */
export function descriptionProblems(values: DescribedValues): { field: "imageAltEn" | "imageAltAr" | "contentEn" | "contentAr"; message: string }[] {
  if (values.imageAltEn === undefined && values.imageAltAr === undefined) return [];
  if (!values.status || !(unpublishableStatuses as readonly string[]).includes(values.status)) return [];
  const problems: { field: "imageAltEn" | "imageAltAr" | "contentEn" | "contentAr"; message: string }[] = [];
  if (values.imageUrl?.trim()) {
    if (!values.imageAltEn?.trim()) problems.push({ field: "imageAltEn", message: "blogAdmin.error.coverAltRequired" });
    if (!values.imageAltAr?.trim()) problems.push({ field: "imageAltAr", message: "blogAdmin.error.coverAltRequired" });
  }
  for (const field of ["contentEn", "contentAr"] as const) {
    const content = values[field];
    // A text past the rendering limits has its own error (and is shown as plain text, without images).
    if (content && !markdownLimitProblem(content) && imagesWithoutDescription(content) > 0) problems.push({ field, message: "blogAdmin.error.imageAltRequired" });
  }
  return problems;
}

/** The schedule's and the descriptions' rules, checked on the whole post. */
const checkPost = (values: ScheduleValues & DescribedValues, ctx: z.RefinementCtx) => {
  checkSchedule(values, ctx);
  for (const problem of descriptionProblems(values)) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
};

/** The post's fields; the schedule's and the descriptions' rules are checked on the whole (`checkPost`). */
const postFields = z.object({
  ...articleFields,
  imageUrl: imageUrlField,
  // Left out (the spec's payloads), a new post's cover has no description yet.
  imageAltEn: imageAltField.optional(),
  imageAltAr: imageAltField.optional(),
  ...searchFields,
  featured: z.boolean({ error: "admin.form.error.invalid" }).default(false),
  status: statusField.default("published"),
  /** With status `scheduled`: when the post goes public. Absent from the spec's payloads. */
  publishAt: instantField,
  /** With status `published` or `scheduled`, optional: when the post goes back to draft. */
  unpublishAt: instantField,
});

/**
 * `POST /api/admin/blog` and the dashboard's post form. A post the firm
 * writes is published unless it is saved as a draft (decision 016) or
 * scheduled.
 */
export const blogPostSchema = postFields.superRefine(checkPost);

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostValues = z.output<typeof blogPostSchema>;

/**
 * `PUT /api/admin/blog/:id`: the same fields; without a status the post keeps
 * the one it has, and without `publishAt` / `unpublishAt` its schedule. A post from before Arabic author names may stay without one
 * (its Arabic pages show `author`), but a name once given cannot be emptied:
 * the server checks that against the stored post (decision 023).
 */
const optionalAuthorAr = z.string({ error: "admin.form.error.invalid" }).trim().max(AUTHOR_MAX, { error: "admin.form.error.tooLong" });

/**
 * `POST /api/admin/blog`: the form's fields, but the spec's payload has no
 * Arabic byline, so a post without one is stored and its Arabic flagged
 * "missing" rather than refused (issue 26 item 1, decision 042).
 */
export const blogPostCreateSchema = postFields.extend({ authorAr: optionalAuthorAr.default("") }).superRefine(checkPost);

/**
 * "This change needs no translation" (a typo): the other language stays up to
 * date (decision 042). Optional, so the spec's payloads are unchanged.
 */
const noTranslationNeededField = z.boolean({ error: "admin.form.error.invalid" }).optional();

/** Without `authorAr` (a client that predates it) the post keeps its Arabic name. */
export const blogPostUpdateSchema = postFields
  .extend({
    status: statusField.optional(),
    authorAr: optionalAuthorAr.optional(),
    noTranslationNeeded: noTranslationNeededField,
  })
  .superRefine(checkPost);

/** The edit form of a post that has no Arabic author name yet: the same rules, the Arabic name optional. */
export const legacyBlogPostSchema = postFields.extend({ authorAr: optionalAuthorAr }).superRefine(checkPost);

export type BlogPostUpdateValues = z.output<typeof blogPostUpdateSchema>;

/**
 * `POST /api/articles`: a signed-in user's article for review. The picture
 * is optional; with it, its description in both languages (the member's
 * form always sends them). The reviewer's approval publishes the article as
 * sent, so the rule of a post going public holds for a client that sends
 * the descriptions; the spec's payload, without them, is accepted as before.
 */
export const articleSubmissionSchema = z
  .object({
    ...articleFields,
    imageUrl: z
      .string()
      .trim()
      .max(IMAGE_URL_MAX, { error: "admin.form.error.tooLong" })
      .refine((value) => value === "" || isSiteImagePath(value), { error: "blogAdmin.error.imageUrl" })
      .optional(),
    imageAltEn: imageAltField.optional(),
    imageAltAr: imageAltField.optional(),
  })
  .superRefine((values, ctx) => {
    // The firm's pattern, put in when no picture is given, is decoration: nothing to describe.
    const imageUrl = values.imageUrl === DEFAULT_ARTICLE_IMAGE ? "" : values.imageUrl;
    for (const problem of descriptionProblems({ ...values, imageUrl, status: "published" })) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
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
