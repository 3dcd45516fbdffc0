import { apiRequest } from "~/lib/api-client";
import type { AdminUser } from "../admin-user";
import type { CreateUserInput } from "../users.schema";

/** `POST /api/admin/users`: a new account, from the Users tab. */
export async function createUser(input: CreateUserInput): Promise<AdminUser> {
  const res = await apiRequest("POST", "/api/admin/users", input);
  return (await res.json()) as AdminUser;
}
