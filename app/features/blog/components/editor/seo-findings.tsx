import { ArrowRight, Lightbulb, TriangleAlert } from "lucide-react";
import { BidiText } from "~/components/ui/bidi-text";
import { formatNumber } from "~/i18n/format";
import { isolated } from "~/i18n/ltr-runs";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { SeoField, SeoFinding } from "../../seo-check";
import { fieldLabelKey } from "./post-history-section";

/** A finding as one sentence in the dashboard's language: numbers as numbers, quoted words marked to be isolated from the sentence's direction (shown through `BidiText`). */
export function useFindingText(): (finding: SeoFinding) => string {
  const { t, lang } = useI18n();
  return (finding) => {
    const values = Object.fromEntries(Object.entries(finding.values).map(([key, value]) => [key, typeof value === "number" ? formatNumber(value, lang) : isolated(value)]));
    const fields = (finding.missing ?? []).map((field) => t(fieldLabelKey(field))).join(t("blogAdmin.seo.fieldSeparator"));
    return t(`blogAdmin.seo.finding.${finding.kind}`, { ...values, fields });
  };
}

/**
 * One finding of the search check: its severity, what it is about (a
 * language or the address), the sentence, and a button that takes the
 * writer to the field that fixes it.
 */
export function SeoFindingItem({ finding, onGoTo }: { finding: SeoFinding; onGoTo: (field: SeoField) => void }) {
  const { t } = useI18n();
  const text = useFindingText();
  const blocking = finding.severity === "blocking";
  const Icon = blocking ? TriangleAlert : Lightbulb;
  return (
    <li className="flex items-start gap-2.5 py-2" data-testid="seo-finding" data-kind={finding.kind} data-severity={finding.severity}>
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", blocking ? "text-danger-700" : "text-warning-700")} />
      <div className="grid min-w-0 flex-1 justify-items-start gap-1">
        <p className="text-sm text-ink-800">
          <span className="me-1.5 inline-flex rounded bg-ink-100 px-1.5 text-xs font-semibold text-ink-800">
            {t(finding.language ? `blogAdmin.seo.scope.${finding.language}` : "blogAdmin.seo.scope.address")}
          </span>
          <BidiText text={text(finding)} />
        </p>
        <button
          type="button"
          onClick={() => onGoTo(finding.field)}
          className="inline-flex min-h-11 items-center gap-1 rounded-md text-start text-sm font-semibold text-ink-700 underline-offset-2 hover:text-sand-700 hover:underline focus-visible:outline-2 focus-visible:outline-sand-600 sm:min-h-8"
        >
          {t("blogAdmin.seo.goTo", { field: t(fieldLabelKey(finding.field)) })}
          <ArrowRight aria-hidden className="size-3.5 rtl:-scale-x-100" />
        </button>
      </div>
    </li>
  );
}

/** The post's findings in two groups, what to fix then what could be better, each with what it means. */
export function SeoFindingGroups({ findings, onGoTo }: { findings: SeoFinding[]; onGoTo: (field: SeoField) => void }) {
  const { t, lang } = useI18n();
  const groups = (["blocking", "advice"] as const).map((severity) => ({ severity, items: findings.filter((finding) => finding.severity === severity) })).filter((group) => group.items.length > 0);
  return (
    <div className="grid gap-4">
      {groups.map(({ severity, items }) => (
        <div key={severity} className={cn("rounded-lg border px-4 py-3", severity === "blocking" ? "border-red-200 bg-danger-50/60" : "border-amber-200 bg-amber-50/60")}>
          <h5 className="text-sm font-bold text-ink-900">
            {t(`blogAdmin.seo.${severity}`)} <span className="font-normal text-ink-600">({formatNumber(items.length, lang)})</span>
          </h5>
          <p className="text-sm text-ink-600">{t(`blogAdmin.seo.${severity}Hint`)}</p>
          <ul className="mt-1 divide-y divide-ink-100">
            {items.map((finding, index) => (
              <SeoFindingItem key={`${finding.kind}-${finding.language}-${index}`} finding={finding} onGoTo={onGoTo} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
