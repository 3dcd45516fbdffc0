import { History, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

interface AssessmentShellProps {
  eyebrow: string;
  title: string;
  /** The hero's lead, when the step shows one. */
  lead?: string;
  /** The leadership page's taller hero with its larger title. */
  tall?: boolean;
  /** The results step's wider card. */
  wide?: boolean;
  /** The card's data attributes (the step on screen, for tests and styles). */
  cardData?: Record<`data-${string}`, string>;
  /** Above the step: a resume notice or the progress note. */
  notice?: ReactNode;
  children: ReactNode;
}

/** An assessment page: the dark hero band with its title, and the white card the steps appear in. */
export function AssessmentShell({ eyebrow, title, lead, tall = false, wide = false, cardData, notice, children }: AssessmentShellProps) {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-900 text-white">
        <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
        {/* The hero's words stand over the card's column, not at the page's edge with half a laptop screen empty beside them. */}
        <Container className={tall ? "py-12 sm:py-16" : "py-10 sm:py-14"}>
          <div className={cn("mx-auto", wide ? "max-w-5xl" : "max-w-3xl")}>
            <p className="text-sm font-semibold text-sand-400">{eyebrow}</p>
            <h1 className={cn("mt-3 text-3xl leading-tight font-bold text-balance rtl:leading-snug", tall ? "sm:text-5xl" : "sm:text-4xl")}>{title}</h1>
            {lead && <p className={cn("max-w-2xl text-lg text-ink-100/90", tall ? "mt-5" : "mt-4")}>{lead}</p>}
          </div>
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        <div
          className={cn("mx-auto rounded-2xl border border-ink-100 bg-white p-5 shadow-[0_20px_50px_-30px_rgba(11,31,58,0.35)] sm:p-8", wide ? "max-w-5xl" : "max-w-3xl")}
          {...cardData}
        >
          {notice}
          {children}
        </div>
      </Container>
    </>
  );
}

/** Above a picked-up assessment: what happened, and a way to begin again. */
export function ResumeNotice({ text, startOverLabel, onStartOver, testId }: { text: string; startOverLabel: string; onStartOver: () => void; testId?: string }) {
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl border border-sand-300/70 bg-sand-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid={testId}>
      <p className="flex items-start gap-2 text-sm text-ink-800">
        <History aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-700" />
        {text}
      </p>
      <Button variant="outline" className="shrink-0 px-3 text-sm" onClick={onStartOver}>
        <RotateCcw aria-hidden className="size-4" />
        {startOverLabel}
      </Button>
    </div>
  );
}

/** Above the questions: that the answers are kept in this tab (or were picked up), and a way to begin again. */
export function ProgressNote({ text, startOverLabel, onStartOver, testId }: { text: string; startOverLabel: string; onStartOver: () => void; testId?: string }) {
  return (
    <div className="mb-6 flex flex-col gap-2 border-b border-ink-100 pb-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-600" data-testid={testId}>
        {text}
      </p>
      <Button type="button" variant="ghost" className="shrink-0 self-start px-3 sm:self-auto" onClick={onStartOver}>
        <RotateCcw aria-hidden className="size-4" />
        {startOverLabel}
      </Button>
    </div>
  );
}
