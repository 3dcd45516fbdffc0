import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, {});

export default function Home() {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <section className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
      <div aria-hidden className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-ink-950/60 to-transparent" />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 md:py-28 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold text-sand-400">{t("home.hero.eyebrow")}</p>
          <h1 className="mt-4 text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl rtl:leading-snug">{t("home.hero.title")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-ink-100/90">{t("home.hero.subtitle")}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href="#contact">{t("home.hero.primaryCta")}</a>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <Link to={href("/blog")}>
                {t("home.hero.secondaryCta")}
                <Arrow aria-hidden className="size-4" />
              </Link>
            </Button>
          </div>
        </div>
        <HeroEmblem />
      </div>
    </section>
  );
}

/** A large eight-point star in the Najdi palette; decorative. */
function HeroEmblem() {
  return (
    <svg aria-hidden viewBox="0 0 400 400" className="mx-auto hidden w-full max-w-sm lg:block">
      <g fill="none" stroke="currentColor" className="text-sand-500/70">
        <rect x="90" y="90" width="220" height="220" strokeWidth="1.5" />
        <rect x="90" y="90" width="220" height="220" strokeWidth="1.5" transform="rotate(45 200 200)" />
        <circle cx="200" cy="200" r="150" strokeWidth="1" className="text-white/20" />
        <circle cx="200" cy="200" r="60" strokeWidth="1.5" />
      </g>
      <path d="M200 120l18 44 44-18-18 44 44 18-44 18 18 44-44-18-18 44-18-44-44 18 18-44-44-18 44-18-18-44 44 18z" className="fill-sand-500" />
      <circle cx="200" cy="200" r="22" className="fill-ink-900" />
    </svg>
  );
}
