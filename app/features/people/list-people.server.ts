import type { Database } from "#db/client";
import { people } from "#db/schema";
import type { AdminPeopleList } from "./person";
import { displayOrder, toAdminPerson } from "./person-columns.server";

/** The Team tab's list: everyone, published or not, in display order (short by design, so not paged). */
export async function listPeople(db: Database): Promise<AdminPeopleList> {
  const rows = await db.select().from(people).orderBy(...displayOrder);
  return { people: rows.map(toAdminPerson), total: rows.length };
}
