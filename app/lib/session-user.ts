import type { UserRole } from "#db/schema/enums";

/** What the browser may know about the signed-in account. Never carries the password hash. */
export interface SessionUser {
  id: number;
  username: string;
  role: UserRole;
  fullName: string | null;
  email: string | null;
  /** The firm's own administrator account, created at setup: named "Site administrator" until it has a full name (accountName). */
  isProtected: boolean;
}
