import { ArrowLeft, ArrowRight, CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";
import type { TeamPage as TeamPageData } from "../load-team-page.server";
import { PersonPortrait } from "./person-portrait";

/** /team: the published partners and team as cards (portrait, name, title), each to the person's page; the contact partner's conversation below. */
export function TeamPage({ people, contactPartner }: Pick<TeamPageData, "people" | "contactPartner">) {
  const { t, href, dir } = useI18n();
  const Forward = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-900 text-white">
        <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
        <Container className="py-14 sm:py-20">
          <p className="text-sm font-semibold text-sand-400">{t("team.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-bold text-balance sm:text-5xl">{t("team.title")}</h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-100/90">{t("team.lead")}</p>
        </Container>
      </section>

      <section className="py-14 sm:py-20">
        <Container>
          <ul aria-label={t("team.list")} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {people.map((person) => (
              <li key={person.slug} className="group relative flex flex-col items-center rounded-2xl border border-ink-100 bg-white p-6 text-center transition-shadow hover:shadow-[0_16px_40px_-28px_rgba(11,31,58,0.45)] sm:p-8">
                <PersonPortrait person={person} size={10} className="size-36 sm:size-40" />
                <h2 className="mt-6 text-xl font-bold text-ink-900">
                  <Link to={href(`/team/${person.slug}`)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none after:focus-visible:ring-2 after:focus-visible:ring-sand-600">
                    {person.name}
                  </Link>
                </h2>
                {person.title && <p className="mt-1 text-[0.95rem] text-ink-700">{person.title}</p>}
                <span aria-hidden className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-sand-700 group-hover:underline">
                  {t("team.card.more")}
                  <Forward className="size-4" />
                </span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {contactPartner && (
        <section aria-labelledby="team-connect" className="border-t border-ink-100 bg-sand-50 py-14 sm:py-16">
          <Container className="flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 id="team-connect" className="text-2xl font-bold text-ink-900 sm:text-3xl">
                {t("team.connect.title")}
              </h2>
              <p className="mt-2 text-lg text-ink-700">{t("team.connect.body", { name: contactPartner.name })}</p>
            </div>
            <Button asChild size="lg">
              <Link to={href("/connect")}>
                <CalendarClock aria-hidden className="size-4" />
                {t("team.connect.cta")}
              </Link>
            </Button>
          </Container>
        </section>
      )}
    </>
  );
}
