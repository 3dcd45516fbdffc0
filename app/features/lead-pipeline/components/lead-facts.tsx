import type { LeadTouch } from "#db/schema";
import { Detail, NotProvided } from "~/components/data-table/details";
import { EmailLink } from "~/components/data-table/submissions-tab";
import { formatLongDate, formatLongDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import type { LeadRow } from "../lead-row";
import { Section, StatusBadge } from "./lead-bits";

/** What the lead says about itself: contact details, source, when, language and consent, and where the visitor came from. */
export function LeadFacts({ lead }: { lead: LeadRow }) {
  const { t, lang } = useI18n();
  const missing = <NotProvided label={t("leadPipelineAdmin.detail.notProvided")} />;
  return (
    <>
      <div className="mb-4 flex flex-wrap gap-2">
        <StatusBadge status={lead.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Detail label={t("leadPipelineAdmin.detail.email")}>{lead.email ? <EmailLink email={lead.email} /> : missing}</Detail>
        <Detail label={t("leadPipelineAdmin.detail.phone")}>{lead.phone ? <bdi dir="ltr">{lead.phone}</bdi> : missing}</Detail>
        <Detail label={t("leadPipelineAdmin.detail.company")}>{lead.company ?? missing}</Detail>
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
    </>
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
