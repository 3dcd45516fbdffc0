import type { LeadTouch } from "#db/schema";
import { MessageCircle, Phone } from "lucide-react";
import { Detail, NotProvided } from "~/components/data-table/details";
import { EmailLink } from "~/components/data-table/submissions-tab";
import { formatLongDate, formatLongDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { callHref, whatsappChatHref } from "../lead-phone-links";
import type { LeadRow } from "../lead-row";
import { Section, StatusBadge } from "./lead-bits";

/** What the lead says about itself: contact details, source, when, language and consent, and where the visitor came from. */
export function LeadFacts({ lead }: { lead: LeadRow }) {
  const { t, lang } = useI18n();
  const missing = <NotProvided label={t("leadPipelineAdmin.detail.notProvided")} />;
  return (
    <Section title={t("leadPipelineAdmin.detail.facts")}>
      <div className="mb-4 flex flex-wrap gap-2">
        <StatusBadge status={lead.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Detail label={t("leadPipelineAdmin.detail.email")}>{lead.email ? <EmailLink email={lead.email} /> : missing}</Detail>
        <Detail label={t("leadPipelineAdmin.detail.phone")}>{lead.phone ? <PhoneLinks phone={lead.phone} /> : missing}</Detail>
        <Detail label={t("leadPipelineAdmin.detail.company")}>{lead.company ? <bdi className="wrap-anywhere">{lead.company}</bdi> : missing}</Detail>
        <Detail label={t("leadPipelineAdmin.detail.source")}>{t(`leadPipelineAdmin.source.${lead.source}`)}</Detail>
        <Detail label={t("leadPipelineAdmin.detail.received")}>{formatLongDateTime(lead.createdAt, lang)}</Detail>
        <Detail label={t("leadPipelineAdmin.detail.language")}>{t(`leadPipelineAdmin.detail.language.${lead.language}`)}</Detail>
        <Detail label={t("leadPipelineAdmin.detail.consent")}>
          <span data-testid="lead-consent">{consentText(lead.consent, t, lang)}</span>
        </Detail>
      </dl>
      <Section title={t("leadPipelineAdmin.detail.attribution")}>
        {!lead.attribution.first && !lead.attribution.latest ? (
          <p className="text-sm text-ink-600">{t("leadPipelineAdmin.detail.noAttribution")}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {lead.attribution.first && <Touch title={t("leadPipelineAdmin.detail.firstTouch")} touch={lead.attribution.first} />}
            {lead.attribution.latest && <Touch title={t("leadPipelineAdmin.detail.latestTouch")} touch={lead.attribution.latest} />}
          </div>
        )}
      </Section>
    </Section>
  );
}

/** The visitor's number as typed, left to right: a call link, and a WhatsApp link beside it (either plain text when the number cannot be dialled). */
function PhoneLinks({ phone }: { phone: string }) {
  const { t } = useI18n();
  const call = callHref(phone);
  const whatsapp = whatsappChatHref(phone);
  const link = "inline-flex min-h-11 items-center gap-1.5 font-medium text-ink-900 underline decoration-sand-500 underline-offset-4 hover:text-sand-700";
  return (
    <span className="flex flex-wrap items-center gap-x-4">
      {call ? (
        <a href={call} className={link}>
          <Phone aria-hidden className="size-4 shrink-0 text-ink-600" />
          <bdi dir="ltr">{phone}</bdi>
        </a>
      ) : (
        <bdi dir="ltr">{phone}</bdi>
      )}
      {whatsapp && (
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
          <MessageCircle aria-hidden className="size-4 shrink-0 text-ink-600" />
          {t("leadPipelineAdmin.contact.whatsapp")}
        </a>
      )}
    </span>
  );
}

/** The privacy notice the visitor accepted (PDPL consent record): version, when, in which language; or that none was recorded. */
function consentText(consent: LeadRow["consent"], t: Translate, lang: Lang): string {
  if (!consent) return t("leadPipelineAdmin.detail.noConsent");
  const date = formatLongDateTime(consent.acceptedAt, lang);
  const accepted = consent.noticeVersion
    ? t("leadPipelineAdmin.detail.consentVersion", { version: consent.noticeVersion, date })
    : t("leadPipelineAdmin.detail.consentNoVersion", { date });
  return consent.language ? `${accepted} · ${t(`leadPipelineAdmin.detail.language.${consent.language}`)}` : accepted;
}

function Touch({ title, touch }: { title: string; touch: LeadTouch }) {
  const { t, lang } = useI18n();
  const campaign = [touch.utmSource, touch.utmMedium, touch.utmCampaign].filter(Boolean).join(" / ");
  return (
    <div className="rounded-lg border border-ink-100 bg-sand-50/50 p-3 text-sm">
      <p className="font-semibold text-ink-900">
        {title}
        {touch.at && <span className="ms-2 text-xs font-normal text-ink-600">{formatLongDate(touch.at, lang)}</span>}
      </p>
      <dl className="mt-2 grid gap-1 text-ink-700">
        <TouchLine label={t("leadPipelineAdmin.detail.referrer")} value={touch.referrerHost ?? t("leadPipelineAdmin.detail.direct")} ltr={Boolean(touch.referrerHost)} />
        {campaign && <TouchLine label={t("leadPipelineAdmin.detail.campaign")} value={campaign} ltr />}
        {touch.landingPage && <TouchLine label={t("leadPipelineAdmin.detail.landingPage")} value={touch.landingPage} ltr />}
      </dl>
    </div>
  );
}

function TouchLine({ label, value, ltr }: { label: string; value: string; ltr?: boolean }) {
  return (
    <div className="flex flex-wrap gap-x-1.5">
      <dt className="text-ink-600">{label}:</dt>
      <dd className="min-w-0 break-all">{ltr ? <bdi dir="ltr">{value}</bdi> : value}</dd>
    </div>
  );
}
