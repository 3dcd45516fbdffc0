import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { outgoingMail } from "./infrastructure";

/**
 * Which lead each entry of a lead digest (an `outgoing_mail` row, reference
 * `lead-digest:<day>`) is about, so that erasure and retention rewrite that
 * person's line by record, never by searching the mail's text (decision 031).
 * `line` is the entry's first line (its name, company and source) counted
 * from 0 in `text_body` split at "\n"; `erased_line` is what that line reads
 * once the lead is anonymised, composed with the digest in its own wording.
 * A lead listed in both sections has two rows. No personal data is held here;
 * `lead_id` has no foreign key, so the rows stay whatever becomes of the lead.
 */
export const leadDigestLines = pgTable(
  "lead_digest_lines",
  {
    mailId: integer("mail_id")
      .notNull()
      .references(() => outgoingMail.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    leadId: integer("lead_id").notNull(),
    erasedLine: text("erased_line").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.line] }), index("lead_digest_lines_lead_idx").on(t.leadId)],
);

export type LeadDigestLine = typeof leadDigestLines.$inferSelect;
