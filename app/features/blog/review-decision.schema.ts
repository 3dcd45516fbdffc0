import "~/lib/zod-jitless";
import { z } from "zod";

/** Enough for a paragraph or two of advice; the author reads it in a mail and on their profile. */
export const REVIEW_COMMENT_MAX = 2_000;

const comment = z.string({ error: "admin.form.error.required" }).trim().max(REVIEW_COMMENT_MAX, { error: "admin.form.error.tooLong" });

/** `POST /api/admin/pending-posts/:id/reject`: the spec sends no body; a comment to the author is optional. */
export const rejectionSchema = z.object({ comment: comment.optional() });

/** `POST /api/admin/pending-posts/:id/request-changes`: what the author should change, required. */
export const changesRequestSchema = z.object({ comment: comment.min(1, { error: "blogAdmin.reviewDecision.error.commentRequired" }) });

export type ReviewCommentInput = z.input<typeof changesRequestSchema>;
