import type { Lang } from "~/i18n/locales";

/** A person as the dashboard gets it: both languages, the place and the switches. */
export interface AdminPerson {
  id: number;
  slug: string;
  photo: string;
  nameEn: string;
  nameAr: string;
  titleEn: string;
  titleAr: string;
  bioEn: string;
  bioAr: string;
  expertiseEn: string[];
  expertiseAr: string[];
  sectorsEn: string[];
  sectorsAr: string[];
  languagesEn: string[];
  languagesAr: string[];
  linkedinUrl: string;
  email: string;
  bookingUrl: string;
  sortOrder: number;
  published: boolean;
  contactPartner: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `GET /api/admin/people`: everyone in display order. */
export interface AdminPeopleList {
  people: AdminPerson[];
  total: number;
}

/** A published person in both languages, as the public pages read it. */
export type PublishedPerson = Omit<AdminPerson, "sortOrder" | "published" | "createdAt" | "updatedAt">;

/** What a public page shows of a person: the page's language only. */
export interface PagePerson {
  slug: string;
  photo: string | null;
  name: string;
  title: string;
  /** The biography's Markdown in the page's language. */
  bio: string;
  expertise: string[];
  sectors: string[];
  languages: string[];
  linkedinUrl: string | null;
  email: string | null;
  bookingUrl: string | null;
  contactPartner: boolean;
}

/** The page's language only; an empty field stays empty (never the other language's words). */
export function localizePerson(person: PublishedPerson, lang: Lang): PagePerson {
  const ar = lang === "ar";
  return {
    slug: person.slug,
    photo: person.photo || null,
    name: ar ? person.nameAr : person.nameEn,
    title: ar ? person.titleAr : person.titleEn,
    bio: ar ? person.bioAr : person.bioEn,
    expertise: ar ? person.expertiseAr : person.expertiseEn,
    sectors: ar ? person.sectorsAr : person.sectorsEn,
    languages: ar ? person.languagesAr : person.languagesEn,
    linkedinUrl: person.linkedinUrl || null,
    email: person.email || null,
    bookingUrl: person.bookingUrl || null,
    contactPartner: person.contactPartner,
  };
}

/** Up to two initials for the monogram: the first letters of the first and last words ("Sara Al-Otaibi" → "SA"; «سارة العتيبي» → «سع»). */
export function personInitials(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms|eng)\.?\s+/i, "")
    .replace(/^(د|م)\.\s*/, "")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "";
  const first = [...words[0]][0] ?? "";
  const last = words.length > 1 ? ([...words[words.length - 1].replace(/^(al-|ال)/i, "")][0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** A byline matches a team member when the names are the same once spaces and letter case are set aside. */
export function sameName(a: string, b: string): boolean {
  const norm = (value: string) => value.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
  return norm(a) !== "" && norm(a) === norm(b);
}
