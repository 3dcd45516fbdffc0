import { ArrowDown } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";
import { formatNumber } from "~/i18n/format";
import { keyFigures, type KeyFigureId } from "../home-content";

/**
 * The home page's opening: headline, the two calls to action and the key
 * figures. A figure is shown only with the source the firm gave it in the
 * dashboard, marked with a footnote number (decision 048); with none, the
 * figures' band is left out.
 */
export function HeroSection({ figureSources }: { figureSources: Partial<Record<KeyFigureId, string>> }) {
  const { t, lang } = useI18n();
  const sourced = keyFigures.filter((figure) => figureSources[figure.id]);
  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
      <div aria-hidden className="absolute inset-x-0 bottom-0 -z-10 h-56 bg-gradient-to-t from-ink-950/70 to-transparent" />
      <div aria-hidden className="absolute -top-40 -end-40 -z-10 size-[36rem] rounded-full bg-ink-700/30 blur-3xl" />

      <Container className="grid items-center gap-12 pt-16 pb-14 md:pt-24 lg:grid-cols-[1.35fr_1fr] lg:pb-20">
        <div>
          <p className="flex items-center gap-3 text-sm font-semibold text-sand-400">
            <span aria-hidden className="h-px w-8 bg-sand-500" />
            {t("home.hero.eyebrow")}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-[3.5rem] rtl:leading-snug"
          >
            {t("home.hero.title")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-100/90 sm:text-xl rtl:leading-loose">{t("home.hero.subtitle")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href="#contact">{t("home.hero.primaryCta")}</a>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <a href="#services">
                {t("home.hero.secondaryCta")}
                <ArrowDown aria-hidden className="size-4" />
              </a>
            </Button>
          </div>
        </div>
        <HeroEmblem />
      </Container>

      {sourced.length > 0 && (
        <Container className="pb-16 md:pb-20">
          <ul
            aria-label={t("home.hero.statsLabel")}
            className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-white/10 bg-white/10 lg:grid-cols-4"
          >
            {sourced.map((figure, index) => (
              <li key={figure.id} className="flex flex-col gap-1 bg-ink-900/95 px-5 py-6 sm:px-7">
                <span className="flex items-start gap-1 self-start">
                  <span dir="ltr" className="text-3xl font-bold text-sand-400 sm:text-4xl">
                    {figure.value}
                  </span>
                  <a
                    href={`#figure-source-${figure.id}`}
                    className="mt-1 inline-flex min-h-6 min-w-6 items-center justify-center rounded text-xs font-semibold text-sand-300 underline-offset-2 hover:underline"
                  >
                    <sup aria-hidden>{formatNumber(index + 1, lang)}</sup>
                    <span className="sr-only">{t("home.stats.sourceMark", { number: formatNumber(index + 1, lang) })}</span>
                  </a>
                </span>
                <span className="text-sm leading-snug text-ink-100/80 sm:text-[0.95rem]">{t(figure.labelKey)}</span>
              </li>
            ))}
          </ul>
          <h2 className="sr-only">{t("home.stats.sources")}</h2>
          <ol className="mt-4 grid gap-1 text-xs leading-relaxed text-ink-100/75 sm:text-sm" data-testid="figure-sources">
            {sourced.map((figure, index) => (
              <li key={figure.id} id={`figure-source-${figure.id}`} className="flex gap-2">
                <span aria-hidden className="font-semibold text-sand-300">
                  {formatNumber(index + 1, lang)}.
                </span>
                <span>
                  <span className="sr-only">{t("home.stats.sourceMark", { number: formatNumber(index + 1, lang) })}: </span>
                  {figureSources[figure.id]}
                </span>
              </li>
            ))}
          </ol>
        </Container>
      )}
    </section>
  );
}

/** An eight-point Najdi star inside a double square, drawn in the brand's gold; decorative. */
function HeroEmblem() {
  return (
    <svg aria-hidden viewBox="0 0 400 400" width="400" height="400" className="mx-auto hidden h-auto w-full max-w-sm lg:block">
      <g fill="none" stroke="currentColor">
        <circle cx="200" cy="200" r="188" strokeWidth="1" className="text-white/10" />
        <circle cx="200" cy="200" r="150" strokeWidth="1" strokeDasharray="2 6" className="text-sand-400/60" />
        <g className="text-sand-500/70" strokeWidth="1.5">
          <rect x="90" y="90" width="220" height="220" />
          <rect x="90" y="90" width="220" height="220" transform="rotate(45 200 200)" />
        </g>
        <g className="text-white/15" strokeWidth="1">
          <rect x="120" y="120" width="160" height="160" transform="rotate(22.5 200 200)" />
          <rect x="120" y="120" width="160" height="160" transform="rotate(67.5 200 200)" />
        </g>
        <circle cx="200" cy="200" r="60" strokeWidth="1.5" className="text-sand-500" />
      </g>
      <path
        d="M200 120l18 44 44-18-18 44 44 18-44 18 18 44-44-18-18 44-18-44-44 18 18-44-44-18 44-18-18-44 44 18z"
        className="fill-sand-500"
      />
      <circle cx="200" cy="200" r="22" className="fill-ink-900" />
      <circle cx="200" cy="200" r="6" className="fill-sand-400" />
      {[0, 90, 180, 270].map((angle) => (
        <circle key={angle} cx="200" cy="12" r="4" className="fill-sand-500" transform={`rotate(${angle + 45} 200 200)`} />
      ))}
    </svg>
  );
}
