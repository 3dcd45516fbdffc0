import { formatRiyadhDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import type { ContactService } from "./contact-services";
import type { ContactSubmission } from "./contact-submission.schema";

export interface LeadNotification {
  subject: string;
  text: string;
}

/**
 * The e-mail that tells the firm about a new lead, quoting what the visitor
 * typed as it is. Its words are `leadsAdmin.notification.*`, written through
 * `inbox.t` (the server translator, so a dashboard override reaches them) in
 * the inbox's language (`inbox.lang`: English for the firm today), whatever
 * the visitor's.
 */
export function composeLeadNotification(
  lead: Pick<ContactSubmission, "fullName" | "email" | "company" | "service" | "message" | "privacy">,
  meta: { id: number; language: Lang; createdAt: Date; adminUrl: string; leadUrl: string },
  inbox: { t: Translate; lang: Lang },
): LeadNotification {
  const { t } = inbox;
  const service = t(`leadsAdmin.notification.service.${lead.service satisfies ContactService}`);
  const line = (label: string, value: string) => `${`${t(`leadsAdmin.notification.${label}`)}:`.padEnd(10)} ${value}`;
  const subject = t("leadsAdmin.notification.subject", { service, name: oneLine(lead.fullName) });
  const text = [
    t("leadsAdmin.notification.intro", { brand: t("brand.name") }),
    "",
    line("name", oneLine(lead.fullName)),
    line("email", lead.email),
    line("company", lead.company ? oneLine(lead.company) : "—"),
    line("service", service),
    line("language", t(`leadsAdmin.notification.language.${meta.language}`)),
    line("received", formatRiyadhDateTime(meta.createdAt, inbox.lang)),
    line("reference", `#${meta.id}`),
    "",
    `${t("leadsAdmin.notification.message")}:`,
    lead.message,
    "",
    "—",
    t("leadPipelineAdmin.notification.openLead", { url: meta.leadUrl }),
    t("leadsAdmin.notification.reply", { email: lead.email }),
    t("leadsAdmin.notification.all", { url: meta.adminUrl }),
  ].join("\n");
  return { subject: oneLine(subject).slice(0, 200), text };
}

/** Keeps header-like values on one line (a subject must never carry a line break). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
