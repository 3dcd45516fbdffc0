import { usernameSkeleton } from "~/features/auth/account-fields.schema";

/** Whose name a member's byline looks like: an administrator's, the firm's, or an author the firm publishes under. */
export type StaffNameKind = "administrator" | "firm" | "staff";

export interface StaffLookalike {
  /** The name it looks like, as the firm writes it. */
  name: string;
  kind: StaffNameKind;
}

/** Below this many letters a name inside a byline is too common a word to flag ("Sara" in "Sarah Jones"). */
const MIN_CONTAINED = 8;

/**
 * The first staff name one of `authorNames` imitates, compared by the
 * skeleton decision 018 uses for reserved usernames (NFKC, case, separators
 * and look-alike digits ignored): the same skeleton, or one holding the
 * other when the shorter is long enough ("Dr Faisal Al-Harbi (guest)").
 */
export function findStaffLookalike(authorNames: string[], staffNames: StaffLookalike[]): StaffLookalike | null {
  const authors = authorNames.map(usernameSkeleton).filter((s) => s !== "");
  for (const candidate of staffNames) {
    const staff = usernameSkeleton(candidate.name);
    if (staff === "") continue;
    for (const author of authors) {
      if (author === staff) return candidate;
      const [shorter, longer] = author.length < staff.length ? [author, staff] : [staff, author];
      if (shorter.length >= MIN_CONTAINED && longer.includes(shorter)) return candidate;
    }
  }
  return null;
}
