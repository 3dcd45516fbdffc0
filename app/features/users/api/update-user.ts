import { apiRequest } from "~/lib/api-client";
import type { AdminUser } from "../admin-user";
import type { UpdateUserInput } from "../users.schema";

/** `PUT /api/admin/users/{id}`: a user's username, name and e-mail. */
export async function updateUser(userId: number, input: UpdateUserInput): Promise<AdminUser> {
  const res = await apiRequest("PUT", `/api/admin/users/${userId}`, input);
  return (await res.json()) as AdminUser;
}
