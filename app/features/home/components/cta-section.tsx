import { ArrowDown, ArrowLeft, ArrowRight, Award, ClipboardCheck, Gauge, ShieldCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";
import { ctaValueKeys, ctaValuePoints, type CtaValuePoint } from "../home-content";

const valueIcons: Record<CtaValuePoint, LucideIcon> = {
  talent: Award,
  speed: Gauge,
  guarantee: ShieldCheck,
};

const assessmentLinks = [
  { path: "/hr-assessment", key: "home.cta.assessments.hr" },
  { path: "/leadership-assessment", key: "home.cta.assessments.leadership" },
] as const;

/** The mid-page call to action: three value points, then the way to the contact form or to the method. */
export function CtaSection() {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <section id="get-started" aria-labelledby="cta-title" className="relative isolate overflow-hidden bg-ink-900 py-20 text-white md:py-24">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.06]" />
      <div aria-hidden className="absolute -bottom-48 start-1/2 -z-10 size-[40rem] -translate-x-1/2 rounded-full bg-sand-500/10 blur-3xl rtl:translate-x-1/2" />
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="cta-title" className="text-3xl font-bold text-balance sm:text-4xl">
            {t("home.cta.title")}
          </h2>
          <p className="mt-4 text-lg text-ink-100/85">{t("home.cta.lead")}</p>
        </div>

        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {ctaValuePoints.map((id) => {
            const Icon = valueIcons[id];
            const keys = ctaValueKeys(id);
            return (
              <li key={id} className="rounded-xl border border-white/10 bg-white/[0.04] p-6 backdrop-blur-sm">
                <span className="flex size-11 items-center justify-center rounded-full border border-sand-500/50 text-sand-400">
                  <Icon aria-hidden className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{t(keys.title)}</h3>
                <p className="mt-2 leading-relaxed text-ink-100/80">{t(keys.body)}</p>
              </li>
            );
          })}
        </ul>

        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href="#contact">{t("home.cta.primary")}</a>
          </Button>
          <Button asChild size="lg" variant="onDark">
            <a href="#framework">
              {t("home.cta.secondary")}
              <ArrowDown aria-hidden className="size-4" />
            </a>
          </Button>
        </div>

        {/* Two links as separate pills that wrap as whole items: no separator can be left alone at a line's edge. */}
        <div className="mx-auto mt-10 max-w-2xl text-center text-ink-100/85" data-testid="cta-assessments">
          <p className="flex items-center justify-center gap-2">
            <ClipboardCheck aria-hidden className="size-5 shrink-0 text-sand-400" />
            <span>{t("home.cta.assessments.lead")}</span>
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-3">
            {assessmentLinks.map(({ path, key }) => (
              <li key={path}>
                <Link
                  to={href(path)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-500/40 px-5 font-semibold text-sand-300 transition-colors hover:border-sand-400 hover:bg-white/5 hover:text-sand-200"
                >
                  {t(key)}
                  <Arrow aria-hidden className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
