import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { useId, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { QuestionCard } from "~/features/assessment-kit/question-card";
import { formatNumber, formatPercent } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { LEADERSHIP_QUESTION_IDS, leadershipQuestions, type LeadershipAnswerValue, type LeadershipQuestionId } from "../definition";

/**
 * One question: "Question n of 10", the progress bar, five labelled options
 * (a native radio group, so arrow keys move between them), Previous and
 * Next / Complete, which wait for an answer.
 */
export function QuestionStep({
  headingRef,
  index,
  questionId,
  value,
  onAnswer,
  onPrevious,
  onNext,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  index: number;
  questionId: LeadershipQuestionId;
  value: LeadershipAnswerValue | undefined;
  onAnswer: (value: LeadershipAnswerValue) => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t, dir, lang } = useI18n();
  const id = useId();
  const total = LEADERSHIP_QUESTION_IDS.length;
  const current = index + 1;
  const percent = Math.round((current / total) * 100);
  const last = current === total;
  const question = leadershipQuestions.find((q) => q.id === questionId) ?? leadershipQuestions[index];
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;
  const progressLabel = t("leadership.progress.label", { current: formatNumber(current, lang), total: formatNumber(total, lang) });

  return (
    <QuestionCard
      progressLabel={progressLabel}
      percentText={t("leadership.progress.percent", { percent: formatPercent(percent, lang) })}
      progressAria={t("leadership.progress.aria")}
      percent={percent}
      progressTestId="leadership-progress"
    >
      <fieldset className="mt-8" aria-describedby={value === undefined ? `${id}-hint` : undefined}>
        <legend className="w-full">
          <span className="block text-sm font-semibold text-sand-700">{t(question.topicKey)}</span>
          <h2 ref={headingRef} tabIndex={-1} className="mt-2 scroll-mt-28 text-xl leading-snug font-bold text-ink-900 outline-none sm:text-2xl rtl:leading-normal">
            {t(question.questionKey)}
          </h2>
        </legend>
        <div className="mt-6 grid gap-3">
          {question.options.map(({ value: option, labelKey }) => {
            const checked = value === option;
            return (
              <label
                key={option}
                className={cn(
                  "relative flex min-h-14 cursor-pointer items-center gap-4 rounded-xl border px-4 py-3 transition-colors",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sand-600",
                  checked ? "border-ink-900 bg-ink-50 ring-1 ring-ink-900" : "border-ink-100 hover:border-ink-500/50 hover:bg-sand-50/60",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-answer`}
                  value={option}
                  checked={checked}
                  onChange={() => onAnswer(option)}
                  // Invisible but covering the whole card: a click or tap anywhere on it lands on the radio itself.
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                />
                <span
                  aria-hidden
                  className={cn(
                    "flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold",
                    checked ? "bg-ink-900 text-sand-300" : "bg-sand-50 text-ink-800 ring-1 ring-sand-300",
                  )}
                >
                  {checked ? <Check className="size-4" /> : option}
                </span>
                <span className="flex-1 font-medium text-ink-900">
                  <span className="sr-only">{option} – </span>
                  {t(labelKey)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <p id={`${id}-hint`} className={cn("mt-4 text-sm text-ink-600", value !== undefined && "invisible")} aria-hidden={value !== undefined || undefined}>
        {t("leadership.nav.hint")}
      </p>

      <div className="mt-6 flex items-center justify-between gap-3 border-t border-ink-100 pt-6">
        <Button variant="outline" onClick={onPrevious} disabled={index === 0}>
          <Back aria-hidden className="size-4" />
          {t("leadership.nav.previous")}
        </Button>
        <Button variant={last ? "primary" : "secondary"} onClick={onNext} disabled={value === undefined}>
          {last ? t("leadership.nav.complete") : t("leadership.nav.next")}
          {!last && <Forward aria-hidden className="size-4" />}
          {last && <Check aria-hidden className="size-4" />}
        </Button>
      </div>
    </QuestionCard>
  );
}
