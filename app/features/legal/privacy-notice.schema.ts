import "~/lib/zod-jitless";
import { z } from "zod";
import { PRIVACY_NOTICE_MAX_LENGTH } from "./privacy-notice-markdown";

const text = z
  .string({ error: "legalAdmin.error.textRequired" })
  .max(PRIVACY_NOTICE_MAX_LENGTH, "legalAdmin.error.textTooLong")
  .refine((value) => value.trim().length > 0, "legalAdmin.error.textRequired");

/** `POST /api/admin/privacy-notice`: the whole policy in both languages (Markdown) and an optional note on what changed. */
export const publishPrivacyNoticeSchema = z.object({
  en: text,
  ar: text,
  note: z.string().trim().max(300, "legalAdmin.error.noteTooLong").optional().nullable(),
});

export type PublishPrivacyNoticeInput = z.output<typeof publishPrivacyNoticeSchema>;
/** The editor's values as typed (the note may be left empty). */
export type PublishPrivacyNoticeFormValues = z.input<typeof publishPrivacyNoticeSchema>;
