import { hasDashboard } from "~/lib/roles";
import type { Translate } from "~/i18n/translate";
import type { SessionUser } from "~/lib/session-user";

/** What naming an account takes: its full name, its username, and whether it is the firm's own administrator account. */
export type NamedAccount = Pick<SessionUser, "fullName" | "username" | "isProtected">;

/**
 * The name the site shows for an account, everywhere one is shown (the
 * header, the audit log, a lead's timeline and owner, the CSV files): the full
 * name; else, for the firm's own administrator account created at setup, which
 * has no name until its holder gives one, "Site administrator" in the reader's
 * language (the database holds no interface word); else the username.
 */
export function accountName(account: NamedAccount, t: Translate): string {
  return account.fullName?.trim() || (account.isProtected ? t("account.siteAdministrator") : account.username);
}

/** The letter on the round account badge: the name's first character. */
export function accountInitial(account: NamedAccount, t: Translate): string {
  return Array.from(accountName(account, t))[0]?.toLocaleUpperCase() ?? "";
}

/** Administrators and editors get a way to the dashboard (decision 038); members never see a link to it. */
export function canOpenDashboard(user: Pick<SessionUser, "role">): boolean {
  return hasDashboard(user.role);
}
