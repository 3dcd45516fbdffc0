import { apiRequest } from "~/lib/api-client";
import type { AdminPerson } from "../person";
import type { PersonValues } from "../person.schema";

/** `POST /api/admin/people`. */
export async function createPerson(values: PersonValues): Promise<AdminPerson> {
  const res = await apiRequest("POST", "/api/admin/people", values);
  return ((await res.json()) as { person: AdminPerson }).person;
}
