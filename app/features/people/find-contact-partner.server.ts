import { and, eq } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { people } from "#db/schema";

export interface ContactPartner {
  nameEn: string;
  nameAr: string;
  titleEn: string;
  titleAr: string;
  email: string | null;
  bookingUrl: string | null;
  slug: string;
}

/**
 * The firm's contact partner as chosen in the Team tab, for the assessment
 * PDF and anything else that names whom to contact; null while none is set
 * or the person is not published (nothing unpublished leaves the dashboard).
 */
export async function findContactPartner(db: DatabaseExecutor): Promise<ContactPartner | null> {
  const [row] = await db
    .select({ nameEn: people.nameEn, nameAr: people.nameAr, titleEn: people.titleEn, titleAr: people.titleAr, email: people.email, bookingUrl: people.bookingUrl, slug: people.slug })
    .from(people)
    .where(and(eq(people.contactPartner, true), eq(people.published, true)))
    .limit(1);
  return row ? { ...row, email: row.email || null, bookingUrl: row.bookingUrl || null } : null;
}
