import { Calculator, CircleCheck, RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Input } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { MathChallenge } from "../math-challenge";

/**
 * The sign-in form's security check: "What is a + b?", an answer box and a
 * New button. `verified` is derived by the form from the typed answer.
 *
 * The box is not a controlled input: on a page reached by a page load the
 * visitor can answer before React is there, and hydration would empty a
 * controlled box (the question, drawn by the loader, stays the same). The
 * answer typed meanwhile is taken up when the form goes live; `answer` set
 * by the form (emptied for a new question) is written into the box.
 */
export function MathCheck({
  challenge,
  answer,
  onAnswerChange,
  onNewChallenge,
  onEnter,
  verified,
  disabled,
}: {
  challenge: MathChallenge;
  answer: string;
  onAnswerChange: (value: string) => void;
  onNewChallenge: () => void;
  /** Enter in the answer box: the form checks the answer as a submit attempt. */
  onEnter: () => void;
  verified: boolean;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const id = useId();
  const hintId = `${id}-hint`;
  const box = useRef<HTMLInputElement>(null);
  const live = useRef(false);
  useEffect(() => {
    const input = box.current;
    if (!input) return;
    if (!live.current) {
      live.current = true;
      if (input.value && !answer) return onAnswerChange(input.value);
    }
    if (input.value !== answer) input.value = answer;
  }, [answer, onAnswerChange]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <fieldset className={cn("rounded-lg border p-4 transition-colors", verified ? "border-success-700/30 bg-emerald-50/60" : "border-ink-100 bg-ink-50/60")}>
      <legend className="sr-only">{t("auth.captcha.legend")}</legend>
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-semibold text-ink-800" aria-hidden>
          <Calculator className="size-4 text-sand-700" />
          {t("auth.captcha.legend")}
        </p>
        <button
          type="button"
          onClick={onNewChallenge}
          disabled={disabled}
          aria-label={t("auth.captcha.newLabel")}
          className="-me-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold text-ink-700 hover:bg-white hover:text-ink-900 disabled:opacity-60"
        >
          <RefreshCw aria-hidden className="size-4" />
          {t("auth.captcha.new")}
        </button>
      </div>
      {/* A sum reads left to right in both languages, with the answer after the equals sign. */}
      <div className="mt-2 flex">
        <div dir="ltr" className="flex items-center gap-3">
          <label htmlFor={`${id}-answer`} className="shrink-0 text-lg font-bold text-ink-900">
            <span className="sr-only">{t("auth.captcha.question", { a: challenge.a, b: challenge.b })}</span>
            <span aria-hidden>
              {challenge.a} + {challenge.b} =
            </span>
          </label>
          <div className="w-24 shrink-0">
            <Input
              ref={box}
              id={`${id}-answer`}
              defaultValue={answer}
              onChange={(event) => onAnswerChange(event.target.value)}
              onKeyDown={onKeyDown}
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              aria-describedby={hintId}
              aria-required
              disabled={disabled}
              className="text-center text-lg font-semibold"
            />
          </div>
        </div>
      </div>
      <p id={hintId} className="mt-2 min-h-6 text-sm" aria-live="polite">
        {verified ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-success-700">
            <CircleCheck aria-hidden className="size-4" />
            {t("auth.captcha.verified")}
          </span>
        ) : (
          <span className="text-ink-600">{t("auth.captcha.hint")}</span>
        )}
      </p>
    </fieldset>
  );
}
