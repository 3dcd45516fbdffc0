import { AlarmClock, ChevronDown, ClipboardCheck, FileText, UserPlus } from "lucide-react";
import { useId, useState, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { formatLongDate, formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { DayArticle, DayLead, FirmDay } from "../firm-day";

type PartKey = "newLeads" | "followUps" | "assessments" | "reviews";

const icons: Record<PartKey, ComponentType<{ className?: string }>> = {
  newLeads: UserPlus,
  followUps: AlarmClock,
  assessments: ClipboardCheck,
  reviews: FileText,
};

/** The figure each part shows big: what is waiting for someone at the firm. */
function countOf(day: FirmDay, part: PartKey): number {
  if (part === "followUps") return day.followUps.overdue + day.followUps.dueToday;
  return day[part].total;
}

/** Where a lead opens: its dialog on the Leads tab, the address the firm's e-mails use too. */
export const leadHref = (id: number) => `/admin?tab=leads&lead=${id}`;
/** The posts whose translations need work: Blog Posts with its "Translations to update" filter (decision 042). */
export const translationsHref = "/admin?translations=update";
/** The site texts whose translations need work: Site Content with the same filter. */
export const siteTextTranslationsHref = "/admin?tab=content&translations=update";
/** Where an article awaiting review opens: its review under Blog Posts. */
export const reviewHref = (id: number) => `/admin?review=${id}`;

/**
 * The top of the dashboard (issue 23 item 1, decision 034): the firm's day
 * before anything else. Four parts, each counting everything and listing the
 * first three, every line one click from its lead or article. On a phone it is
 * one line of counts that opens the parts. Refreshed when leads, pending
 * articles or the counts change anywhere on the dashboard.
 */
export function DayStrip() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("leads", "pending", "stats");
  const { data, error, reload } = useApiData<FirmDay>("/api/admin/day", version);
  const [open, setOpen] = useState(false);
  const partsId = useId();
  const parts: PartKey[] = ["newLeads", "followUps", "assessments", "reviews"];

  return (
    <section aria-labelledby={`${partsId}-heading`} className="rounded-xl border border-ink-100 bg-white" data-testid="day-strip">
      <h2 id={`${partsId}-heading`} className="px-4 pt-4 text-base font-bold text-ink-900 max-sm:sr-only sm:px-5">
        {t("admin.day.heading")}
      </h2>
      {/* The phone's one line: a count per part; it opens the parts below. */}
      <button
        type="button"
        className="flex min-h-12 w-full items-center gap-3 px-4 text-start sm:hidden"
        aria-expanded={open}
        aria-controls={partsId}
        onClick={() => setOpen((value) => !value)}
        data-testid="day-strip-toggle"
      >
        <span className="text-sm font-bold text-ink-900">{t("admin.day.heading")}</span>
        <span className="flex flex-1 items-center justify-end gap-3">
          {parts.map((part) => {
            const Icon = icons[part];
            return (
              <span key={part} className="inline-flex items-center gap-1 text-sm font-semibold text-ink-800 tabular-nums" data-testid={`day-count-${part}`}>
                <Icon aria-hidden className="size-4 text-sand-700" />
                <span className="sr-only">{t(`admin.day.${part}`)}: </span>
                {data ? formatNumber(countOf(data, part), lang) : "–"}
              </span>
            );
          })}
        </span>
        <ChevronDown aria-hidden className={cn("size-4 shrink-0 text-ink-500 transition-transform", open && "rotate-180")} />
      </button>
      <div id={partsId} className={cn("grid border-t border-ink-100 sm:grid-cols-2 sm:border-t-0 xl:grid-cols-4", !open && "max-sm:hidden")}>
        {error && !data ? (
          <div className="flex flex-wrap items-center gap-3 p-4 text-sm text-ink-600 sm:col-span-2 sm:px-5 xl:col-span-4" role="status">
            {t("admin.day.unavailable")}
            <Button variant="outline" className="min-h-9 px-3 text-sm" onClick={reload}>
              {t("admin.day.retry")}
            </Button>
          </div>
        ) : (
          parts.map((part) => <DayPart key={part} part={part} day={data} />)
        )}
      </div>
    </section>
  );
}

function DayPart({ part, day }: { part: PartKey; day: FirmDay | null }) {
  const { t, lang } = useI18n();
  const Icon = icons[part];
  const headingId = useId();
  const count = day ? countOf(day, part) : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-ink-100 p-4 max-sm:border-b max-sm:last:border-b-0 sm:px-5" data-testid={`day-part-${part}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold text-ink-800">
            {t(`admin.day.${part}`)}
          </h3>
          <p className="mt-0.5 text-xs text-ink-600">{t(`admin.day.${part}Caption`)}</p>
        </div>
        <span className="flex shrink-0 items-center gap-2">
          <Icon aria-hidden className="size-[1.15rem] text-sand-700" />
          <span className="text-2xl font-bold text-ink-900 tabular-nums" data-testid={`day-total-${part}`}>
            {count === null ? <Skeleton className="h-7 w-8" /> : formatNumber(count, lang)}
          </span>
        </span>
      </div>
      {day && <PartFigures part={part} day={day} />}
      {day ? <PartItems part={part} day={day} /> : <Skeleton className="h-16 w-full" />}
    </section>
  );
}

/** The line under a part's count: how many wait too long, overdue against later today, or posts whose translation needs work. */
function PartFigures({ part, day }: { part: PartKey; day: FirmDay }) {
  const { t, href, lang } = useI18n();
  if (part === "followUps" && countOf(day, part) > 0) {
    return (
      <p className="flex flex-wrap gap-x-3 text-xs font-semibold">
        <span className={day.followUps.overdue > 0 ? "text-danger-700" : "text-ink-600"}>{t("admin.day.overdue", { count: formatNumber(day.followUps.overdue, lang) })}</span>
        <span className="text-ink-600">{t("admin.day.dueToday", { count: formatNumber(day.followUps.dueToday, lang) })}</span>
      </p>
    );
  }
  if (part === "reviews" && day.translations.toUpdate + day.translations.siteTexts > 0) {
    const link = "inline-flex min-h-8 items-center text-warning-700 underline underline-offset-4";
    return (
      <p className="flex flex-wrap gap-x-3 text-xs font-semibold">
        {day.translations.toUpdate > 0 && (
          <Link to={href(translationsHref)} preventScrollReset className={link} data-testid="day-translations">
            {t("admin.day.translations", { count: formatNumber(day.translations.toUpdate, lang) })}
          </Link>
        )}
        {day.translations.siteTexts > 0 && (
          <Link to={href(siteTextTranslationsHref)} preventScrollReset className={link} data-testid="day-site-text-translations">
            {t("admin.day.siteTextTranslations", { count: formatNumber(day.translations.siteTexts, lang) })}
          </Link>
        )}
      </p>
    );
  }
  if ((part === "newLeads" || part === "assessments") && day[part].waiting > 0) {
    return <p className="text-xs font-semibold text-warning-700">{t("admin.day.waiting", { count: formatNumber(day[part].waiting, lang) })}</p>;
  }
  return null;
}

function PartItems({ part, day }: { part: PartKey; day: FirmDay }) {
  const { t, href, lang } = useI18n();
  const total = countOf(day, part);
  if (total === 0) return <p className="text-sm text-ink-600">{t(`admin.day.empty.${part}`)}</p>;

  const items: ReactNode[] =
    part === "reviews" ? day.reviews.items.map((article) => <ArticleItem key={article.id} article={article} />) : day[part].items.map((lead) => <LeadItem key={lead.id} lead={lead} part={part} />);
  const shown = items.length;
  return (
    <>
      <ul className="divide-y divide-ink-100/70">{items}</ul>
      {total > shown && (
        <Link
          to={href(part === "reviews" ? "/admin#pending-articles" : "/admin?tab=leads")}
          preventScrollReset={part !== "reviews"}
          className="text-sm font-semibold text-ink-800 underline decoration-sand-500 underline-offset-4 hover:text-ink-950"
        >
          {t(part === "reviews" ? "admin.day.allReviews" : "admin.day.allLeads", { count: formatNumber(total, lang) })}
        </Link>
      )}
    </>
  );
}

function LeadItem({ lead, part }: { lead: DayLead; part: Exclude<PartKey, "reviews"> }) {
  const { t, href, lang } = useI18n();
  const when =
    part === "followUps" && lead.nextFollowUpAt
      ? t("admin.day.followUpOn", { date: formatLongDate(lead.nextFollowUpAt, lang) })
      : t("admin.day.received", { source: t(`leadPipelineAdmin.source.${lead.source}`), date: formatLongDate(lead.createdAt, lang) });
  return (
    <li className="py-1.5">
      <div className="flex items-center justify-between gap-2">
        <Link to={href(leadHref(lead.id))} preventScrollReset className="flex min-h-8 min-w-0 items-center font-semibold text-ink-900 underline-offset-4 hover:underline">
          <bdi className="truncate">{lead.name}</bdi>
        </Link>
        {part === "followUps" ? (
          lead.overdue ? (
            <Badge tone="danger">{t("admin.day.badge.overdue")}</Badge>
          ) : (
            <Badge tone="accent">{t("admin.day.badge.today")}</Badge>
          )
        ) : (
          lead.waiting && <Badge tone="warning">{t("admin.day.badge.waiting")}</Badge>
        )}
      </div>
      <p className="text-xs text-ink-600">
        {lead.company && (
          <>
            <bdi>{lead.company}</bdi>
            {" · "}
          </>
        )}
        {when}
      </p>
    </li>
  );
}

function ArticleItem({ article }: { article: DayArticle }) {
  const { t, href, lang } = useI18n();
  const title = lang === "ar" ? article.titleAr : article.titleEn;
  const author = (lang === "ar" && article.authorAr) || article.author;
  return (
    <li className="py-1.5">
      <Link to={href(reviewHref(article.id))} preventScrollReset className="flex min-h-8 items-center font-semibold text-ink-900 underline-offset-4 hover:underline">
        <bdi className="truncate">{title}</bdi>
      </Link>
      <p className="truncate text-xs text-ink-600">
        {t("admin.day.by")} <bdi>{author}</bdi> · {formatLongDate(article.createdAt, lang)}
      </p>
    </li>
  );
}
