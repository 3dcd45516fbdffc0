import { Languages, Newspaper, Star, type LucideIcon } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";

const features: { icon: LucideIcon; key: "posts" | "bilingual" | "featured" }[] = [
  { icon: Newspaper, key: "posts" },
  { icon: Languages, key: "bilingual" },
  { icon: Star, key: "featured" },
];

/** What the admin portal is for (spec §1): three feature bullets on the firm's navy. */
export function AuthSidePanel() {
  const { t } = useI18n();
  return (
    <aside aria-labelledby="auth-panel-title" className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
      <PanelEmblem />
      <div className="mx-auto flex h-full max-w-xl flex-col justify-center px-6 py-14 sm:px-10 lg:py-20">
        <p className="text-sm font-semibold text-sand-400">{t("auth.panel.eyebrow")}</p>
        <h2 id="auth-panel-title" className="mt-3 text-2xl leading-snug font-bold text-balance sm:text-3xl">
          {t("auth.panel.title")}
        </h2>
        <p className="mt-4 text-ink-100/85">{t("auth.panel.lead")}</p>
        <ul className="mt-10 grid gap-6">
          {features.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-sand-500/30 bg-white/5 text-sand-400">
                <Icon aria-hidden className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{t(`auth.panel.${key}.title`)}</span>
                <span className="mt-1 block text-sm text-ink-100/75">{t(`auth.panel.${key}.body`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

/** A quiet eight-point star in the corner; decorative. */
function PanelEmblem() {
  return (
    <svg aria-hidden viewBox="0 0 400 400" className="pointer-events-none absolute -end-24 -bottom-24 -z-10 w-96 text-sand-500/25">
      <g fill="none" stroke="currentColor">
        <rect x="90" y="90" width="220" height="220" strokeWidth="1.5" />
        <rect x="90" y="90" width="220" height="220" strokeWidth="1.5" transform="rotate(45 200 200)" />
        <circle cx="200" cy="200" r="150" strokeWidth="1" />
        <circle cx="200" cy="200" r="60" strokeWidth="1.5" />
      </g>
    </svg>
  );
}
