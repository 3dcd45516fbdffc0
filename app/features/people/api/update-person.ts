import { apiRequest } from "~/lib/api-client";
import type { AdminPerson } from "../person";
import type { PersonPatch } from "../person.schema";

/** `PATCH /api/admin/people/{id}`: the fields, the switches (published, contact partner) or the position. */
export async function updatePerson(personId: number, patch: PersonPatch): Promise<AdminPerson> {
  const res = await apiRequest("PATCH", `/api/admin/people/${personId}`, patch);
  return ((await res.json()) as { person: AdminPerson }).person;
}
