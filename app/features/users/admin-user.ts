import type { UserRole } from "#db/schema/enums";

/** A row of the Users tab, as the API sends it (never the password hash). */
export interface AdminUser {
  id: number;
  username: string;
  fullName: string | null;
  email: string | null;
  role: UserRole;
  /** The firm's own administrator account: cannot be demoted, renamed or deleted. */
  isProtected: boolean;
  /** ISO date-time. */
  createdAt: string;
  /** In the list: the account has a second sign-in step (an authenticator app or a passkey; decision 038). */
  secondFactor?: boolean;
}

export interface AdminUserPage {
  users: AdminUser[];
  total: number;
  page: number;
  pageSize: number;
}
