import { ArrowLeft, ArrowRight, BriefcaseBusiness, UserRoundCog } from "lucide-react";
import type { Ref } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { userRoles, type UserRole } from "../definition";

const roleIcons = { hr: UserRoundCog, leadership: BriefcaseBusiness } as const;

/** Two role cards (HR Professional, Business Leader) and Back to the intro. */
export function RoleStep({ headingRef, onChoose, onBack }: { headingRef: Ref<HTMLHeadingElement>; onChoose: (role: UserRole) => void; onBack: () => void }) {
  const { t, dir } = useI18n();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <div>
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink-900 outline-none sm:text-3xl">
        {t("hr.role.heading")}
      </h2>
      <p className="mt-3 text-ink-700">{t("hr.role.lead")}</p>
      <ul aria-label={t("hr.role.groupLabel")} className="mt-6 grid gap-4 sm:grid-cols-2">
        {userRoles.map((role) => {
          const Icon = roleIcons[role];
          return (
            <li key={role}>
              <button
                type="button"
                onClick={() => onChoose(role)}
                className="group flex h-full w-full flex-col items-start gap-3 rounded-xl border border-ink-100 bg-white p-5 text-start transition hover:-translate-y-0.5 hover:border-sand-500 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0"
              >
                <span className="flex size-12 items-center justify-center rounded-lg bg-sand-50 text-sand-700 ring-1 ring-sand-300/60">
                  <Icon aria-hidden className="size-6" />
                </span>
                <span className="text-lg font-bold text-ink-900">{t(`hr.role.${role}.title`)}</span>
                <span className="text-[0.95rem] text-ink-700">{t(`hr.role.${role}.description`)}</span>
                <Forward aria-hidden className="mt-auto size-5 text-sand-700 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" className="mt-6" onClick={onBack}>
        <Back aria-hidden className="size-4" />
        {t("hr.back")}
      </Button>
    </div>
  );
}
