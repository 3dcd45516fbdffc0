import { ArrowLeft, ArrowRight } from "lucide-react";
import { useId, type Ref } from "react";
import { Button } from "~/components/ui/button";
import { QuestionCard } from "~/features/assessment-kit/question-card";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { categoryTitleKey, type Question } from "../definition";
import { formatNumber, formatPercent } from "~/i18n/format";

interface QuestionStepProps {
  headingRef: Ref<HTMLHeadingElement>;
  question: Question;
  /** 0-based. */
  index: number;
  total: number;
  value: string | undefined;
  onAnswer: (value: string) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * One question: "Question n of total" with a percent bar, the options as a
 * native radio group (arrow keys move between them), Previous, and Next
 * (Finish on the last) disabled until the question is answered.
 */
export function QuestionStep({ headingRef, question, index, total, value, onAnswer, onPrevious, onNext }: QuestionStepProps) {
  const { t, lang, dir } = useI18n();
  const id = useId();
  const headingId = `${id}-question`;
  const percent = Math.round(((index + 1) / total) * 100);
  const last = index === total - 1;
  const progress = t("hr.progress", { current: formatNumber(index + 1, lang), total: formatNumber(total, lang) });
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== undefined) onNext();
      }}
    >
      <QuestionCard
        progressLabel={progress}
        percentText={t("hr.progressComplete", { percent: formatPercent(percent, lang) })}
        progressAria={t("hr.progressLabel")}
        percent={percent}
      >
        <p className="mt-8 text-sm font-semibold text-sand-700">{t(categoryTitleKey(question.categoryId))}</p>
        <h2 ref={headingRef} id={headingId} tabIndex={-1} className="mt-2 scroll-mt-28 text-xl leading-snug font-bold text-ink-900 outline-none sm:text-2xl rtl:leading-normal">
          {t(question.questionKey)}
        </h2>

        <div role="radiogroup" aria-labelledby={headingId} aria-required className="mt-6 grid gap-2.5">
          {question.options.map((option) => {
            const checked = value === option.value;
            return (
              <label
                key={option.value}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-white px-4 py-3 transition-colors",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sand-600",
                  checked ? "border-ink-900 bg-ink-50 ring-1 ring-ink-900" : "border-ink-500/35 hover:border-ink-500/70",
                )}
              >
                <input
                  type="radio"
                  name={question.id}
                  value={option.value}
                  checked={checked}
                  onChange={() => onAnswer(option.value)}
                  className="size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-ink-500/60 bg-white transition-[border-width] checked:border-[6px] checked:border-ink-900 focus-visible:outline-none motion-reduce:transition-none"
                />
                <span className="font-medium text-ink-900">{t(option.labelKey)}</span>
              </label>
            );
          })}
        </div>

        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" onClick={onPrevious}>
            <Back aria-hidden className="size-4" />
            {t("hr.previous")}
          </Button>
          <Button type="submit" disabled={value === undefined}>
            {t(last ? "hr.finish" : "hr.next")}
            {!last && <Forward aria-hidden className="size-4" />}
          </Button>
        </div>
      </QuestionCard>
    </form>
  );
}
