import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { contentItemKinds, memberArticleDraftId, type ContentItemKind, type DraftValues } from "./content-draft";

/** The whole draft's JSON, at most: a post's two 50,000-character bodies fit only as far as the API's 100 kB body allows anyway. */
export const CONTENT_DRAFT_MAX_CHARS = 90_000;
const MAX_FIELDS = 40;

/** A post's id or `new`; a site text's key (dot notation). Anything else names no item: 404, as a missing row. */
const itemIdPatterns: Record<ContentItemKind, RegExp> = {
  post: /^(new|[1-9]\d{0,9})$/,
  site_text: /^[a-z][a-zA-Z0-9_-]*(?:\.[a-zA-Z0-9_-]+)+$/,
};

/** `:kind/:id` of `/api/admin/drafts/:kind/:id`. */
export function parseDraftAddress(kind: unknown, itemId: unknown): { kind: ContentItemKind; itemId: string } {
  const known = contentItemKinds.find((k) => k === kind);
  if (!known || typeof itemId !== "string" || itemId.length > 120 || !itemIdPatterns[known].test(itemId)) throw new AppError("NOT_FOUND");
  return { kind: known, itemId };
}

/** `:id` of `/api/articles/drafts/:id`: `new`, or the id of an article of the member's own (the caller checks it is theirs). */
export function parseMemberArticleDraftAddress(id: unknown): { kind: "post"; itemId: string; postId: number | null } {
  if (id === "new") return { kind: "post", itemId: memberArticleDraftId("new"), postId: null };
  if (typeof id !== "string" || !/^[1-9]\d{0,9}$/.test(id)) throw new AppError("NOT_FOUND");
  return { kind: "post", itemId: memberArticleDraftId(Number(id)), postId: Number(id) };
}

/** `PUT /api/admin/drafts/:kind/:id` and `/api/articles/drafts/:id`: the form's fields as typed, nothing else, size-limited. */
export const contentDraftSchema = z.object({
  values: z
    .record(
      z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, { error: "contentDrafts.error.values" }),
      z.union([z.string(), z.boolean(), z.number(), z.null()], { error: "contentDrafts.error.values" }),
      { error: "contentDrafts.error.values" },
    )
    .refine((values) => Object.keys(values).length <= MAX_FIELDS, { error: "contentDrafts.error.values" })
    .refine((values) => JSON.stringify(values).length <= CONTENT_DRAFT_MAX_CHARS, { error: "contentDrafts.error.tooLarge" }),
});

export type ContentDraftInput = { values: DraftValues };
