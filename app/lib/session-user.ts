import type { UserRole } from "#db/schema/enums";

/** What the browser may know about the signed-in account. Never carries the password hash. */
export interface SessionUser {
  id: number;
  username: string;
  role: UserRole;
  fullName: string | null;
  email: string | null;
}
