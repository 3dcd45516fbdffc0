import { desc } from "drizzle-orm";
import type { AuditContext } from "~/features/audit-log/record-audit.server";
import { recordTableExport } from "~/features/audit-log/record-table-export.server";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { csvDateTime, toCsv } from "~/lib/csv";
import type { Database } from "#db/client";
import { contactSubmissions } from "#db/schema";
import { contactColumns, contactSearch, toContactRow } from "./contact-submission-query.server";
import { serviceLabelKey } from "./service-label";

/** The export stops here; a bigger file is no longer something a person opens. */
export const CONTACT_EXPORT_MAX_ROWS = 50_000;

/**
 * The Contact Forms table as a spreadsheet: the same search, every page,
 * headings in the admin's language. Audited (`contact.export`, row count and
 * whether there was a search) after the rows are read, since it takes
 * personal data out of the dashboard.
 */
export async function exportContactSubmissions(
  db: Database,
  options: { search: string; lang: Lang; audit: AuditContext; now?: Date },
): Promise<{ filename: string; csv: string }> {
  const now = options.now ?? new Date();
  const rows = await db
    .select(contactColumns)
    .from(contactSubmissions)
    .where(contactSearch(options.search))
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
    .limit(CONTACT_EXPORT_MAX_ROWS);
  const t = await getTranslator(db, options.lang);
  const header = ["date", "name", "email", "company", "service", "message", "language"].map((c) => t(`leadsAdmin.csv.${c}`));
  const csv = toCsv(
    header,
    rows.map(toContactRow).map((row) => {
      const labelKey = serviceLabelKey(row.service);
      return [
        csvDateTime(new Date(row.createdAt)),
        row.fullName,
        row.email,
        row.company ?? "",
        labelKey ? t(labelKey) : row.service,
        row.message,
        t(`leadsAdmin.language.${row.language}`),
      ];
    }),
  );
  await recordTableExport(db, { audit: options.audit, action: "contact.export", table: "contact_submissions", rows: rows.length, search: options.search, now });
  const day = csvDateTime(now).slice(0, 10);
  return { filename: `contact-submissions-${day}.csv`, csv };
}
