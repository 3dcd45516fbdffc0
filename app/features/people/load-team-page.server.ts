import type { Logger } from "pino";
import type { Database } from "#db/client";
import { findResponsiveImages } from "~/features/uploads/find-responsive-images.server";
import type { Lang } from "~/i18n/locales";
import type { PublicDataMemo } from "~/lib/public-data-memo";
import type { ResponsiveImages } from "~/lib/responsive-image";
import { readPublishedPeople } from "./list-published-people.server";
import { localizePerson, type PagePerson } from "./person";

export interface TeamPage {
  people: PagePerson[];
  /** The published contact partner, whom /connect presents; null when none is set. */
  contactPartner: { name: string; slug: string } | null;
  images: ResponsiveImages;
}

/** /team: the published people in the page's language with their portraits' variants; null while nobody is published (the page is then a 404). */
export async function loadTeamPage(db: Database, options: { lang: Lang; publicData: PublicDataMemo; logger: Logger }): Promise<TeamPage | null> {
  const published = await readPublishedPeople(db, options.publicData);
  if (published.length === 0) return null;
  const people = published.map((person) => localizePerson(person, options.lang));
  const photos = people.flatMap((person) => (person.photo ? [person.photo] : []));
  const images = await options.publicData
    .memo(`people-images:${photos.join(",")}`, () => findResponsiveImages(db, photos))
    .catch((error: unknown) => {
      options.logger.warn({ err: error }, "team portraits' variants unavailable");
      return {};
    });
  const partner = people.find((person) => person.contactPartner);
  return { people, contactPartner: partner ? { name: partner.name, slug: partner.slug } : null, images };
}
