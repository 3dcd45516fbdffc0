import type { LeadStatus } from "#db/schema";
import { ChevronDown, LoaderCircle, Save, StickyNote } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Detail, NotProvided } from "~/components/data-table/details";
import { EmailLink } from "~/components/data-table/submissions-tab";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { BidiText } from "~/components/ui/bidi-text";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { formatLongDate, formatLongDateTime, formatNumber, formatPercent, formatSortableDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { Translate } from "~/i18n/translate";
import type { LeadTouch } from "#db/schema";
import { addLeadNote } from "../api/add-lead-note";
import { updateLead } from "../api/update-lead";
import type { AssessmentResults, LeadDetail, LeadRow, TimelineItem } from "../lead-row";
import { leadStatuses } from "#db/schema/enums";
import { ownerLabel, StatusBadge, type LeadOwner } from "./lead-bits";
import { atRiyadhHour } from "~/lib/riyadh-time";

/** The follow-up is a day in Riyadh; it is stored as 09:00 Riyadh time that day (decision 030, UI). */
function followUpDay(value: string | null): string {
  return value ? formatSortableDateTime(value).slice(0, 10) : "";
}
function followUpTime(day: string): string | null {
  return day ? atRiyadhHour(day, 9).toISOString() : null;
}

/**
 * One lead: its fields and attribution, its status, owner and next follow-up
 * (saved together), a note, and the person's timeline, newest first.
 */
export function LeadDialog({ leadId, owners, onClose, onChanged }: { leadId: number | null; owners: LeadOwner[]; onClose: () => void; onChanged: () => void }) {
  const { t } = useI18n();
  const [version, setVersion] = useState(0);
  const { data, error } = useApiData<LeadDetail>(leadId === null ? null : `/api/admin/leads/${leadId}`, String(version));
  const detail = data && data.lead.id === leadId ? data : null;
  const changed = () => {
    setVersion((v) => v + 1);
    onChanged();
  };
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      {leadId !== null && (
        <DialogContent title={detail?.lead.name ?? t("leadPipelineAdmin.detail.loading")} eyebrow={t("leadPipelineAdmin.detail.eyebrow")} className="max-w-3xl">
          <div className="px-5 py-5 sm:px-7">
            {detail === null && error === null && (
              <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-600">
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
                {t("leadPipelineAdmin.detail.loading")}
              </p>
            )}
            {detail === null && error !== null && (
              <p role="alert" className="py-6 text-sm text-danger-700">
                {failureText(error, t("leadPipelineAdmin.fetchFailed"))}
              </p>
            )}
            {detail !== null && (
              <>
                <LeadFields lead={detail.lead} />
                <WorkForm key={`${detail.lead.id}-${detail.lead.status}-${detail.lead.ownerId}-${detail.lead.nextFollowUpAt}`} lead={detail.lead} owners={owners} onSaved={changed} />
                <NoteForm leadId={detail.lead.id} onSaved={changed} />
                <Timeline items={detail.timeline} leadId={detail.lead.id} owners={owners} />
              </>
            )}
            <div className="mt-6 flex justify-end">
              <Button variant="outline" onClick={onClose}>
                {t("leadPipelineAdmin.detail.close")}
              </Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function LeadFields({ lead }: { lead: LeadRow }) {
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
function consentText(consent: LeadRow["consent"], t: Translate, lang: "en" | "ar"): string {
  if (!consent) return t("leadPipelineAdmin.detail.noConsent");
  const date = formatLongDateTime(consent.acceptedAt, lang);
  const accepted = consent.noticeVersion
    ? t("leadPipelineAdmin.detail.consentVersion", { version: consent.noticeVersion, date })
    : t("leadPipelineAdmin.detail.consentNoVersion", { date });
  return consent.language ? `${accepted} · ${t(`leadPipelineAdmin.detail.language.${consent.language}`)}` : accepted;
}

type TouchData = LeadTouch;

function Touch({ title, touch }: { title: string; touch: TouchData }) {
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 border-t border-ink-100 pt-5">
      <h3 className="mb-3 text-base font-bold text-ink-900">{title}</h3>
      {children}
    </section>
  );
}

function WorkForm({ lead, owners, onSaved }: { lead: LeadRow; owners: LeadOwner[]; onSaved: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [ownerId, setOwnerId] = useState(lead.ownerId === null ? "" : String(lead.ownerId));
  const [day, setDay] = useState(followUpDay(lead.nextFollowUpAt));
  const [busy, setBusy] = useState(false);
  const patch = {
    ...(status !== lead.status ? { status } : {}),
    ...(ownerId !== (lead.ownerId === null ? "" : String(lead.ownerId)) ? { ownerId: ownerId === "" ? null : Number(ownerId) } : {}),
    ...(day !== followUpDay(lead.nextFollowUpAt) ? { nextFollowUpAt: followUpTime(day) } : {}),
  };
  const dirty = Object.keys(patch).length > 0;
  const save = async () => {
    setBusy(true);
    try {
      await updateLead(lead.id, patch);
      toast({ title: t("leadPipelineAdmin.detail.saved"), variant: "success" });
      onSaved();
    } catch (failure) {
      toast({ title: t("leadPipelineAdmin.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const knownOwner = lead.ownerId === null || owners.some((owner) => owner.id === lead.ownerId);
  return (
    <Section title={t("leadPipelineAdmin.detail.work")}>
      <form
        className="grid gap-4 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty && !busy) void save();
        }}
      >
        <div>
          <label htmlFor={`${id}-status`} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t("leadPipelineAdmin.detail.status")}
          </label>
          <Select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
            {leadStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`leadPipelineAdmin.status.${value}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-owner`} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t("leadPipelineAdmin.detail.owner")}
          </label>
          <Select id={`${id}-owner`} value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
            <option value="">{t("leadPipelineAdmin.unassigned")}</option>
            {!knownOwner && <option value={String(lead.ownerId)}>#{lead.ownerId}</option>}
            {owners.map((owner) => (
              <option key={owner.id} value={String(owner.id)}>
                {ownerLabel(owner)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-follow-up`} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t("leadPipelineAdmin.detail.followUp")}
          </label>
          <Input id={`${id}-follow-up`} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </div>
        <div className="sm:col-span-3">
          <Button type="submit" variant="secondary" disabled={!dirty || busy}>
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Save aria-hidden className="size-4" />}
            {busy ? t("leadPipelineAdmin.detail.saving") : t("leadPipelineAdmin.detail.save")}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function NoteForm({ leadId, onSaved }: { leadId: number; onSaved: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [body, setBody] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setBody(""), [leadId]);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await addLeadNote(leadId, body);
      setBody("");
      toast({ title: t("leadPipelineAdmin.detail.noteSaved"), variant: "success" });
      onSaved();
    } catch (failure) {
      setError(failureText(failure, t("admin.form.tryAgain")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t("leadPipelineAdmin.detail.note")}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void save();
        }}
      >
        <label htmlFor={`${id}-note`} className="sr-only">
          {t("leadPipelineAdmin.detail.note")}
        </label>
        <Textarea
          id={`${id}-note`}
          rows={3}
          // Empty, it follows the page (the placeholder reads in its language); typed text sets its own direction.
          dir={body ? "auto" : undefined}
          value={body}
          maxLength={5000}
          placeholder={t("leadPipelineAdmin.detail.notePlaceholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-note-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {error && (
          <p id={`${id}-note-error`} role="alert" className="mt-1.5 text-sm text-danger-700">
            {error}
          </p>
        )}
        <Button type="submit" variant="outline" className="mt-3" disabled={busy || body.trim() === ""}>
          <StickyNote aria-hidden className="size-4" />
          {t("leadPipelineAdmin.detail.addNote")}
        </Button>
      </form>
    </Section>
  );
}

function Timeline({ items, leadId, owners }: { items: TimelineItem[]; leadId: number; owners: LeadOwner[] }) {
  const { t, lang } = useI18n();
  return (
    <Section title={t("leadPipelineAdmin.detail.timeline")}>
      <ol className="grid gap-3 border-s-2 border-sand-200 ps-4" aria-label={t("leadPipelineAdmin.detail.timeline")} data-testid="lead-timeline">
        {items.map((item) => (
          <li key={`${item.kind}-${"id" in item ? item.id : item.leadId}`} className="relative">
            <span aria-hidden className="absolute -start-[1.4rem] top-1.5 size-2.5 rounded-full bg-sand-500" />
            <p className="text-sm text-ink-900">
              <BidiText text={timelineText(item, t, lang, owners)} />
            </p>
            {item.kind === "note" && (
              <p dir="auto" className="mt-1 rounded-lg bg-ink-50/70 p-3 text-sm leading-relaxed whitespace-pre-wrap text-ink-800">
                <BidiText text={item.body} />
              </p>
            )}
            <p className="mt-0.5 text-xs text-ink-600">
              <time dateTime={item.at}>{formatLongDateTime(item.at, lang)}</time>
              {"leadId" in item && item.leadId !== leadId && <span className="ms-2">· {t("leadPipelineAdmin.timeline.otherLead")}</span>}
            </p>
            {item.kind === "submission" && item.results && <ResultsDisclosure results={item.results} />}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** An assessment's results under its line on the timeline, behind "Show results" (a button that says whether it is open). */
function ResultsDisclosure({ results }: { results: AssessmentResults }) {
  const { t, lang } = useI18n();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-results`}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-semibold text-ink-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sand-600"
      >
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        {open ? t("leadPipelineAdmin.results.hide") : t("leadPipelineAdmin.results.show")}
      </button>
      <div id={`${id}-results`} hidden={!open} className="mt-1 rounded-lg border border-ink-100 bg-sand-50/50 p-3 text-sm" data-testid="lead-results">
        {results.kind === "hr_assessment" ? (
          <>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
              <ResultLine label={t("leadPipelineAdmin.results.overall")} value={formatPercent(results.overallPercent, lang)} />
              <ResultLine label={t("leadPipelineAdmin.results.risk")} value={t(`hrAdmin.risk.${results.risk}`)} />
              <ResultLine label={t("leadPipelineAdmin.results.role")} value={t(`hrAdmin.role.${results.role}`)} />
            </dl>
            {results.areas.length > 0 && (
              <>
                <h4 className="mt-3 mb-1.5 text-xs font-semibold text-ink-600">{t("leadPipelineAdmin.results.areas")}</h4>
                <ul className="grid gap-1.5">
                  {results.areas.map((area) => (
                    <li key={area.id} className="grid gap-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-3">
                      <span className="text-ink-800">{t(`hrAdmin.category.${area.id}`)}</span>
                      <span className="flex items-center gap-2">
                        <span aria-hidden className="h-1.5 w-24 overflow-hidden rounded-full bg-ink-100">
                          <span className="block h-full rounded-full bg-sand-600" style={{ width: `${Math.min(100, Math.max(0, area.percentage))}%` }} />
                        </span>
                        {/* Two elements, not one sentence: a number with % beside Arabic words would be reordered by the bidi rules. */}
                        <span className="text-ink-700 tabular-nums">{t("leadPipelineAdmin.results.area", { score: formatNumber(area.score, lang), total: formatNumber(area.total, lang) })}</span>
                        <span className="min-w-11 font-semibold text-ink-900 tabular-nums">{formatPercent(area.percentage, lang)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        ) : (
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
            <ResultLine label={t("leadPipelineAdmin.results.score")} value={t("leadPipelineAdmin.results.scoreValue", { score: formatNumber(results.score, lang), max: formatNumber(results.max, lang) })} />
            <ResultLine label={t("leadPipelineAdmin.results.category")} value={t(`leadershipAdmin.category.${results.category}`)} />
          </dl>
        )}
      </div>
    </div>
  );
}

function ResultLine({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-ink-600">{label}</dt>
      <dd className="font-semibold text-ink-900">{value}</dd>
    </div>
  );
}

function timelineText(item: TimelineItem, t: Translate, lang: "en" | "ar", owners: LeadOwner[]): string {
  if (item.kind === "submission") return t("leadPipelineAdmin.timeline.submission", { source: t(`leadPipelineAdmin.source.${item.source}`) });
  if (item.kind === "email") return `${t("leadPipelineAdmin.timeline.email", { subject: item.subject })} (${t(`leadPipelineAdmin.timeline.emailStatus.${item.status}`)})`;
  const actor = item.actor?.username ?? t("leadPipelineAdmin.timeline.deletedAccount");
  switch (item.kind) {
    case "note":
      return t("leadPipelineAdmin.timeline.note", { actor });
    case "status":
      return t("leadPipelineAdmin.timeline.status", { actor, from: statusName(item.from, t), to: statusName(item.to, t) });
    case "owner": {
      if (item.to === null) return t("leadPipelineAdmin.timeline.ownerCleared", { actor });
      const owner = owners.find((o) => String(o.id) === item.to);
      return t("leadPipelineAdmin.timeline.owner", { actor, to: owner ? ownerLabel(owner) : `#${item.to}` });
    }
    case "follow_up":
      return item.to === null ? t("leadPipelineAdmin.timeline.followUpCleared", { actor }) : t("leadPipelineAdmin.timeline.followUp", { actor, to: formatLongDate(item.to, lang) });
    case "email_sent":
      return t("leadPipelineAdmin.timeline.emailSent", { actor });
  }
}

function statusName(value: string | null, t: Translate): string {
  return value && (leadStatuses as readonly string[]).includes(value) ? t(`leadPipelineAdmin.status.${value as LeadStatus}`) : "—";
}
