import type { Logger } from "pino";
import type { Database } from "#db/client";
import { findResponsiveImages } from "~/features/uploads/find-responsive-images.server";
import type { Lang } from "~/i18n/locales";
import { renderMarkdown } from "~/lib/markdown";
import type { PublicDataMemo } from "~/lib/public-data-memo";
import type { ResponsiveImages } from "~/lib/responsive-image";
import { readPublishedPeople } from "./list-published-people.server";
import { localizePerson, type PagePerson, type PublishedPerson } from "./person";

export interface PersonPage {
  person: PagePerson;
  /** The biography as safe HTML (the site's sanitizing Markdown renderer); "" when none. */
  bioHtml: string;
  /** The first words of the biography as plain text, for the description and the sharing card. */
  summary: string;
  images: ResponsiveImages;
}

/** A published person's page in the page's language; null when no published person has this address. */
export async function loadPersonPage(db: Database, options: { slug: string; lang: Lang; siteOrigin: string; publicData: PublicDataMemo; logger: Logger }): Promise<PersonPage | null> {
  const published = await readPublishedPeople(db, options.publicData);
  const found = published.find((person) => person.slug === options.slug);
  return found ? personPage(db, found, options) : null;
}

/** The published contact partner's page data, for /connect; null when none is set or published. */
export async function loadContactPartnerPage(db: Database, options: { lang: Lang; siteOrigin: string; publicData: PublicDataMemo; logger: Logger }): Promise<PersonPage | null> {
  const published = await readPublishedPeople(db, options.publicData);
  const found = published.find((person) => person.contactPartner);
  return found ? personPage(db, found, options) : null;
}

async function personPage(db: Database, found: PublishedPerson, options: { lang: Lang; siteOrigin: string; publicData: PublicDataMemo; logger: Logger }): Promise<PersonPage> {
  const person = localizePerson(found, options.lang);
  const images = person.photo
    ? await options.publicData.memo(`people-images:${person.photo}`, () => findResponsiveImages(db, [person.photo!])).catch((error: unknown) => {
        options.logger.warn({ err: error }, "portrait variants unavailable");
        return {};
      })
    : {};
  const bioHtml = person.bio ? renderMarkdown(person.bio, { siteOrigin: options.siteOrigin }) : "";
  return { person, bioHtml, summary: plainSummary(bioHtml), images };
}

/** The biography's first ~160 characters as text, cut at a word. */
export function plainSummary(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).trim()}…`;
}
