import { ArrowLeft, ArrowRight, CalendarClock, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import "~/components/ui/article-prose.css";
import { LinkedinIcon } from "~/components/icons/linkedin-icon";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";
import type { PagePerson } from "../person";
import { PersonPortrait } from "./person-portrait";

/**
 * A team member's page: portrait, name and title, biography, expertise,
 * sectors, languages, and how to reach them: the contact partner's
 * conversation on /connect, else their booking link, else their e-mail;
 * LinkedIn beside it.
 */
export function PersonPage({ person, bioHtml }: { person: PagePerson; bioHtml: string }) {
  const { t, href, dir } = useI18n();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const lists = [
    { id: "expertise", title: t("team.person.expertise"), items: person.expertise },
    { id: "sectors", title: t("team.person.sectors"), items: person.sectors },
    { id: "languages", title: t("team.person.languages"), items: person.languages },
  ].filter((list) => list.items.length > 0);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-900 text-white">
        <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
        <Container className="py-10 sm:py-16">
          <nav aria-label={t("team.breadcrumb")}>
            <Link to={href("/team")} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-sand-300 hover:text-white">
              <Back aria-hidden className="size-4" />
              {t("team.backToTeam")}
            </Link>
          </nav>
          <div className="mt-6 grid items-center gap-8 md:grid-cols-[auto_1fr] md:gap-12">
            <PersonPortrait person={person} size={14} priority className="mx-auto size-40 ring-offset-ink-900 md:size-56" />
            <div className="text-center md:text-start">
              <h1 className="text-4xl font-bold text-balance sm:text-5xl">{person.name}</h1>
              {person.title && <p className="mt-3 text-lg font-medium text-sand-300">{person.title}</p>}
              <ContactActions person={person} />
            </div>
          </div>
        </Container>
      </section>

      <section className="py-14 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
          <div>
            {bioHtml && (
              <>
                <h2 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t("team.person.about")}</h2>
                <div className="article-prose mt-6" dangerouslySetInnerHTML={{ __html: bioHtml }} />
              </>
            )}
          </div>
          {lists.length > 0 && (
            <div className="grid content-start gap-6">
              {lists.map((list) => (
                <section key={list.id} aria-labelledby={`person-${list.id}`} className="rounded-2xl border border-ink-100 bg-white p-6">
                  <h2 id={`person-${list.id}`} className="text-lg font-bold text-ink-900">
                    {list.title}
                  </h2>
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {list.items.map((item) => (
                      <li key={item} className="rounded-full bg-sand-50 px-3 py-1.5 text-sm text-ink-800 ring-1 ring-sand-200">
                        {item}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </Container>
      </section>
    </>
  );
}

function ContactActions({ person }: { person: PagePerson }) {
  const { t, href } = useI18n();
  const actions: ReactNode[] = [];
  if (person.contactPartner) {
    actions.push(
      <Button key="connect" asChild size="lg">
        <Link to={href("/connect")}>
          <CalendarClock aria-hidden className="size-4" />
          {t("team.person.connect")}
        </Link>
      </Button>,
    );
  } else if (person.bookingUrl) {
    actions.push(
      <Button key="booking" asChild size="lg">
        <a href={person.bookingUrl} target="_blank" rel="noopener noreferrer">
          <CalendarClock aria-hidden className="size-4" />
          {t("team.person.booking")}
          <span className="sr-only"> {t("team.person.newTab")}</span>
        </a>
      </Button>,
    );
  } else if (person.email) {
    actions.push(
      <Button key="email" asChild size="lg">
        <a href={`mailto:${person.email}`}>
          <Mail aria-hidden className="size-4" />
          <span>
            {t("team.person.email", { name: person.name })}
            <span className="sr-only">
              {" "}
              <bdi dir="ltr">{person.email}</bdi>
            </span>
          </span>
        </a>
      </Button>,
    );
  }
  if (person.linkedinUrl) {
    actions.push(
      <Button key="linkedin" asChild size="lg" variant="onDark">
        <a href={person.linkedinUrl} target="_blank" rel="noopener noreferrer">
          <LinkedinIcon className="size-4" />
          {t("team.person.linkedin")}
          <span className="sr-only"> {t("team.person.newTab")}</span>
        </a>
      </Button>,
    );
  }
  if (actions.length === 0) return null;
  return <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">{actions}</div>;
}
