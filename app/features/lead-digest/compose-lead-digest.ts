import { accountName } from "~/components/layout/account";
import { formatLongDate, formatNumber, formatRiyadhDateTime, pluralCategory } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { ERASED_MARKER } from "~/features/lead-capture/erased-marker";
import { leadAdminUrl } from "~/features/lead-capture/lead-link";
import { riyadhWorkingDaysBetween } from "~/lib/riyadh-time";
import type { DigestContent, DigestLead } from "./digest-lead";

export interface LeadDigestMail {
  subject: string;
  text: string;
  /**
   * The first line of each lead's entry (0-based, in `text` split at "\n") and
   * what it reads once that lead is anonymised: stored with the mail
   * (lead_digest_lines), so erasure rewrites the person's line by record.
   */
  lines: { leadId: number; line: number; erasedLine: string }[];
}

/**
 * The daily digest to the firm's inbox (decision 031): the leads still new
 * after two working days, then the overdue follow-ups, each with name,
 * company, source, age or follow-up date, owner and the link that opens it
 * in the dashboard. Null when there is nothing to list: no mail that day.
 * Words from `leadDigest.*` through the translator given (the server
 * translator, so a dashboard override reaches them).
 */
export function composeLeadDigest(content: DigestContent, options: { now: Date; publicUrl: string; t: Translate; lang: Lang }): LeadDigestMail | null {
  if (content.staleTotal === 0 && content.overdueTotal === 0) return null;
  const { now, publicUrl, t, lang } = options;
  const date = formatLongDate(now, lang);
  const number = (n: number) => formatNumber(n, lang);
  const leadsUrl = `${publicUrl.replace(/\/+$/, "")}/admin?tab=leads`;

  const entries: LeadDigestMail["lines"] = [];
  const lines = [t("leadDigest.intro", { brand: t("brand.name"), date }), ""];
  /** One lead's three lines; its name and company only on the first, which erasure replaces. */
  const entry = (lead: DigestLead, when: string) => {
    const source = oneLine(t(`leadPipelineAdmin.source.${lead.source}`));
    const who = [oneLine(lead.name), lead.company ? oneLine(lead.company) : null, source].filter(Boolean).join(" · ");
    const owner = lead.owner ? t("leadDigest.line.owner", { owner: oneLine(accountName(lead.owner, t)) }) : t("leadDigest.line.noOwner");
    entries.push({ leadId: lead.id, line: lines.length, erasedLine: `- ${ERASED_MARKER} · ${source}` });
    return [`- ${who}`, `  ${when} · ${owner}`, `  ${leadAdminUrl(publicUrl, lead.id)}`];
  };
  const staleWhen = (lead: DigestLead) => {
    const days = riyadhWorkingDaysBetween(lead.createdAt, now);
    const age = t(`leadDigest.age.${pluralCategory(days, lang)}`, { days: number(days) });
    return t("leadDigest.line.received", { date: formatRiyadhDateTime(lead.createdAt, lang), age });
  };
  const overdueWhen = (lead: DigestLead) =>
    [t("leadDigest.line.followUp", { date: formatRiyadhDateTime(lead.nextFollowUpAt ?? now, lang) }), t("leadDigest.line.status", { status: t(`leadPipelineAdmin.status.${lead.status}`) })].join(" · ");
  const more = (shown: number, total: number, url: string) => (total > shown ? [t("leadDigest.more", { count: number(total - shown), url })] : []);

  if (content.staleTotal > 0) {
    lines.push(t("leadDigest.stale.heading", { count: number(content.staleTotal) }), t("leadDigest.stale.explain"), "");
    for (const lead of content.stale) lines.push(...entry(lead, staleWhen(lead)), "");
    lines.push(...more(content.stale.length, content.staleTotal, `${leadsUrl}`));
  }
  if (content.overdueTotal > 0) {
    if (lines.at(-1) !== "") lines.push("");
    lines.push(t("leadDigest.overdue.heading", { count: number(content.overdueTotal) }), t("leadDigest.overdue.explain"), "");
    for (const lead of content.overdue) lines.push(...entry(lead, overdueWhen(lead)), "");
    lines.push(...more(content.overdue.length, content.overdueTotal, `${leadsUrl}`));
  }
  if (lines.at(-1) !== "") lines.push("");
  lines.push("—", t("leadDigest.all", { url: leadsUrl }), t("leadDigest.why"));
  // An entry's place in `lines` → its line in the text (a dashboard override of a heading may itself hold a line break).
  const firstLineOf: number[] = [];
  lines.reduce((at, value, index) => ((firstLineOf[index] = at), at + value.split("\n").length), 0);
  return {
    subject: oneLine(t("leadDigest.subject", { date })).slice(0, 200),
    text: lines.join("\n"),
    lines: entries.map((e) => ({ ...e, line: firstLineOf[e.line] })),
  };
}

/** A visitor's value on one line: no break of any kind (a mail client may break at U+2028 too), so no value starts a line of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\v\f\u0085\u2028\u2029]+/g, " ").trim();
}
