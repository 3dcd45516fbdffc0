import { apiRequest } from "~/lib/api-client";
import type { AdminUser } from "../admin-user";

/** `PUT /api/admin/users/{id}/role`. */
export async function changeUserRole(userId: number, role: AdminUser["role"]): Promise<void> {
  await apiRequest("PUT", `/api/admin/users/${userId}/role`, { role });
}
