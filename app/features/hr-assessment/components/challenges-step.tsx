import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import type { Ref } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { challengeIds, challengeLabelKey, type ChallengeId } from "../definition";
import { formatNumber } from "~/i18n/format";

/** Business leaders pick any of the ten challenges (toggle buttons), then see their results. */
export function ChallengesStep({
  headingRef,
  selected,
  onToggle,
  onBack,
  onContinue,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  selected: readonly ChallengeId[];
  onToggle: (id: ChallengeId) => void;
  onBack: () => void;
  onContinue: () => void;
}) {
  const { t, lang, dir } = useI18n();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900 outline-none sm:text-3xl">
        {t("hr.challenges.heading")}
      </h2>
      <p className="mt-3 text-ink-700">{t("hr.challenges.lead")}</p>
      <ul className="mt-6 grid gap-2.5 sm:grid-cols-2">
        {challengeIds.map((id) => {
          const on = selected.includes(id);
          return (
            <li key={id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => onToggle(id)}
                className={cn(
                  "flex min-h-14 w-full items-center gap-3 rounded-lg border px-4 py-3 text-start transition-colors",
                  on ? "border-ink-900 bg-ink-50 ring-1 ring-ink-900" : "border-ink-500/35 bg-white hover:border-ink-500/70",
                )}
              >
                <span
                  aria-hidden
                  className={cn("flex size-5 shrink-0 items-center justify-center rounded border-2", on ? "border-ink-900 bg-ink-900 text-white" : "border-ink-500/60")}
                >
                  {on && <Check className="size-3" strokeWidth={3} />}
                </span>
                <span className="font-medium text-ink-900">{t(challengeLabelKey(id))}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="mt-4 text-sm text-ink-600">
        {t("hr.challenges.selected", { count: formatNumber(selected.length, lang) })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack}>
          <Back aria-hidden className="size-4" />
          {t("hr.challenges.back")}
        </Button>
        <Button type="button" onClick={onContinue}>
          {t("hr.challenges.continue")}
          <Forward aria-hidden className="size-4" />
        </Button>
      </div>
    </div>
  );
}
