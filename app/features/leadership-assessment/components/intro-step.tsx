import { ArrowLeft, ArrowRight, Clock, Gauge, ListChecks, ShieldCheck } from "lucide-react";
import type { RefObject } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";

const facts = [
  { icon: ListChecks, key: "leadership.intro.questions" },
  { icon: Clock, key: "leadership.intro.time" },
  { icon: Gauge, key: "leadership.intro.result" },
] as const;

/** What the assessment is, how long it takes, and Start. */
export function IntroStep({ headingRef, onStart }: { headingRef: RefObject<HTMLHeadingElement | null>; onStart: () => void }) {
  const { t, dir } = useI18n();
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {facts.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-center gap-3 rounded-xl border border-ink-100 bg-sand-50/60 px-4 py-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sand-300">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="font-semibold text-ink-900">{t(key)}</span>
          </li>
        ))}
      </ul>
      <h2 ref={headingRef} tabIndex={-1} className="mt-8 scroll-mt-28 text-xl font-bold text-ink-900 outline-none">
        {t("leadership.intro.howTitle")}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-700">{t("leadership.intro.how")}</p>
      <p className="mt-4 flex items-start gap-2 text-sm text-ink-600">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-700" />
        {t("leadership.intro.privacy")}
      </p>
      <Button type="button" size="lg" className="mt-8 w-full sm:w-auto" onClick={onStart}>
        {t("leadership.intro.start")}
        <Forward aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
