import type { SessionUser } from "~/lib/session-user";

/** The name the header shows for an account: the full name, else the username. */
export function accountName(user: Pick<SessionUser, "fullName" | "username">): string {
  return user.fullName?.trim() || user.username;
}

/** The letter on the round account badge: the name's first character. */
export function accountInitial(user: Pick<SessionUser, "fullName" | "username">): string {
  return Array.from(accountName(user))[0]?.toLocaleUpperCase() ?? "";
}

/** Only administrators get a way to the dashboard; members never see a link to it. */
export function canOpenDashboard(user: Pick<SessionUser, "role">): boolean {
  return user.role === "admin";
}
