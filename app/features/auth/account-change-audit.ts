import { maskAddress } from "~/features/mail/mask-address";

/** An account's fields whose changes the audit log records (decision 030). */
export interface AuditedAccountFields {
  username: string;
  fullName: string | null;
  email: string | null;
}

type Change = { from: string | null; to: string | null };
export interface AccountChangeDetails {
  username: Change;
  email?: Change;
  fullName?: Change;
}

/** Whether an edit changed anything the log records (a profile save that changed nothing records nothing). */
export function changesAuditedFields(details: AccountChangeDetails): boolean {
  return details.username.from !== details.username.to || details.email !== undefined || details.fullName !== undefined;
}

/**
 * The `user.update` entry's details for one edit of an account, from the
 * Users tab or the profile: the username as it was and is (names are how
 * the log says who), and — only when they changed — the e-mail and full name
 * before and after, masked ("s***@example.sa", "N***"), so the log shows that
 * and roughly how an account's contact changed without keeping the person's
 * details.
 */
export function accountChangeDetails(before: AuditedAccountFields, after: AuditedAccountFields): AccountChangeDetails {
  const emailChanged = (before.email ?? "") !== (after.email ?? "");
  const nameChanged = (before.fullName ?? "") !== (after.fullName ?? "");
  return {
    username: { from: before.username, to: after.username },
    ...(emailChanged ? { email: { from: maskOrNull(before.email, maskAddress), to: maskOrNull(after.email, maskAddress) } } : {}),
    ...(nameChanged ? { fullName: { from: maskOrNull(before.fullName, maskName), to: maskOrNull(after.fullName, maskName) } } : {}),
  };
}

/** A person's name as the audit log may show it: its first letter ("N***"). */
export function maskName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first}***` : "***";
}

function maskOrNull(value: string | null, mask: (value: string) => string): string | null {
  return value ? mask(value) : null;
}
