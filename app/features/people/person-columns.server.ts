import { asc } from "drizzle-orm";
import { people, type TeamMember } from "#db/schema";
import type { AdminPerson, PublishedPerson } from "./person";

/** Display order: the hand-set order, then the older first when two share a place. */
export const displayOrder = [asc(people.sortOrder), asc(people.id)];

export function toAdminPerson(row: TeamMember): AdminPerson {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The columns the public pages read. */
export const publishedPersonColumns = {
  id: people.id,
  slug: people.slug,
  photo: people.photo,
  nameEn: people.nameEn,
  nameAr: people.nameAr,
  titleEn: people.titleEn,
  titleAr: people.titleAr,
  bioEn: people.bioEn,
  bioAr: people.bioAr,
  expertiseEn: people.expertiseEn,
  expertiseAr: people.expertiseAr,
  sectorsEn: people.sectorsEn,
  sectorsAr: people.sectorsAr,
  languagesEn: people.languagesEn,
  languagesAr: people.languagesAr,
  linkedinUrl: people.linkedinUrl,
  email: people.email,
  bookingUrl: people.bookingUrl,
  contactPartner: people.contactPartner,
} satisfies Record<keyof PublishedPerson, unknown>;
