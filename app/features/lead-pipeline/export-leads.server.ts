import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { leads, users, type LeadTouch } from "#db/schema";
import { accountName } from "~/components/layout/account";
import { recordAudit, type AuditContext } from "~/features/audit-log/record-audit.server";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { csvDateTime, toCsv } from "~/lib/csv";
import type { LeadListQuery } from "./lead-list-query";
import { leadWhere, toLeadRow } from "./lead-query.server";

/** The export stops here; a bigger file is no longer something a person opens. */
export const LEAD_EXPORT_MAX_ROWS = 50_000;

/** `google.com / newsletter / email / q4 → /ar/services`: a touch in one cell. */
function touchText(touch: LeadTouch | undefined): string {
  if (!touch) return "";
  const origin = [touch.referrerHost, touch.utmSource, touch.utmMedium, touch.utmCampaign].filter(Boolean).join(" / ");
  return [origin, touch.landingPage].filter(Boolean).join(" → ");
}

/**
 * The leads list as a spreadsheet: the same filters, every page, headings and
 * names in the admin's language (with the dashboard's overrides). The export is audited with its filters and
 * row count, since it takes personal data out of the dashboard.
 */
export async function exportLeads(
  db: Database,
  request: { query: Omit<LeadListQuery, "page" | "pageSize">; lang: Lang; audit: AuditContext; now?: Date },
): Promise<{ filename: string; csv: string }> {
  const now = request.now ?? new Date();
  const rows = await db
    .select({ lead: leads, owner: { username: users.username, fullName: users.fullName, isProtected: users.isProtected } })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(leadWhere(request.query, now))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(LEAD_EXPORT_MAX_ROWS);
  // The server translator: a heading, source or status the dashboard re-worded reads as the site shows it.
  const t = await getTranslator(db, request.lang);
  const columns = ["id", "date", "source", "status", "name", "email", "company", "phone", "owner", "nextFollowUp", "firstTouch", "latestTouch"] as const;
  const csv = toCsv(
    columns.map((c) => t(`leadPipelineAdmin.csv.${c}`)),
    rows.map(({ lead, owner }) => {
      const row = toLeadRow(lead);
      return [
        row.id,
        csvDateTime(lead.createdAt),
        t(`leadPipelineAdmin.source.${row.source}`),
        t(`leadPipelineAdmin.status.${row.status}`),
        row.name,
        row.email,
        row.company,
        row.phone,
        // Named as the dashboard names the account (accountName).
        owner ? accountName(owner, t) : "",
        lead.nextFollowUpAt ? csvDateTime(lead.nextFollowUpAt) : "",
        touchText(row.attribution.first),
        touchText(row.attribution.latest),
      ];
    }),
  );
  const { search, status, source, owner, overdue } = request.query;
  await recordAudit(db, {
    actor: request.audit.actor,
    action: "lead.export",
    target: { type: "leads", id: "csv" },
    address: request.audit.address,
    // The search text may be a visitor's e-mail: the log says only that there was one (decision 030).
    details: { rows: rows.length, filters: { searched: search !== "", status, source, owner, overdue } },
    now,
  });
  const day = csvDateTime(now).slice(0, 10);
  return { filename: `leads-${day}.csv`, csv };
}
