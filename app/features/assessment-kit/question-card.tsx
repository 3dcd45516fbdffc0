import type { ReactNode } from "react";

interface QuestionCardProps {
  /** "Question n of total", also the progress bar's spoken value. */
  progressLabel: string;
  /** "n% complete". */
  percentText: string;
  /** The progress bar's name. */
  progressAria: string;
  percent: number;
  progressTestId?: string;
  /** The question itself: its heading, its options and the moves. */
  children: ReactNode;
}

/** One question of an assessment: where the taker is (words and a bar), then the question. */
export function QuestionCard({ progressLabel, percentText, progressAria, percent, progressTestId, children }: QuestionCardProps) {
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p className="font-semibold text-ink-900" data-testid={progressTestId}>
          {progressLabel}
        </p>
        <p className="text-ink-600">{percentText}</p>
      </div>
      <div
        role="progressbar"
        aria-label={progressAria}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressLabel}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-sand-500 transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
      {children}
    </div>
  );
}
