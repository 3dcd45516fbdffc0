import { ArrowLeft, ArrowRight, Clock, LockKeyhole } from "lucide-react";
import type { Ref } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { categoryDescriptionKey, categoryTitleKey, hrCategoryIds } from "../definition";
import { categoryIcons } from "./score-display";

/** The first step: what the assessment covers, how long it takes, and the start button. */
export function IntroStep({ headingRef, onStart }: { headingRef: Ref<HTMLHeadingElement>; onStart: () => void }) {
  const { t, dir } = useI18n();
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900 outline-none sm:text-3xl">
        {t("hr.intro.heading")}
      </h2>
      <p className="mt-3 text-lg text-ink-700">{t("hr.intro.lead")}</p>
      <h3 className="mt-8 text-sm font-semibold text-sand-700">{t("hr.intro.categoriesTitle")}</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {hrCategoryIds.map((id) => {
          const Icon = categoryIcons[id];
          return (
            <li key={id} className="flex items-start gap-3 rounded-xl border border-ink-100 bg-white p-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-sand-300">
                <Icon aria-hidden className="size-5 rtl:-scale-x-100" />
              </span>
              <span>
                <span className="block font-semibold text-ink-900">{t(categoryTitleKey(id))}</span>
                <span className="mt-0.5 block text-sm text-ink-600">{t(categoryDescriptionKey(id))}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <ul className="mt-6 grid gap-2 text-[0.95rem] text-ink-700">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 shrink-0 text-sand-700" />
          {t("hr.intro.time")}
        </li>
        <li className="flex items-center gap-2">
          <LockKeyhole aria-hidden className="size-4 shrink-0 text-sand-700" />
          {t("hr.intro.privacy")}
        </li>
      </ul>
      <Button type="button" size="lg" className="mt-8 w-full sm:w-auto" onClick={onStart}>
        {t("hr.intro.start")}
        <Forward aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
