import { stripLangPrefix } from "~/i18n/locales";

/** Pages that are not the public site: the dashboard, one's profile, sign-in and password reset have no site texts to edit in place. */
const notPublic = /^\/(admin|profile|auth|reset-password)(\/|$)/;

/** Whether the page at `pathname` offers an administrator the edit mode of its texts (decision 037). */
export function hostsTextEditMode(pathname: string): boolean {
  return !notPublic.test(stripLangPrefix(pathname));
}
