import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { outgoingMail } from "#db/schema";
import { PASSWORD_RESET_MAIL_KIND } from "~/features/auth/password-reset-mail-retention.server";

/*
 * Which outbox mails are a person's (decision 030): the mails about their
 * submissions, found by reference, and the mails the site sends to them about
 * themselves, found by address and kind. Every other kind that reaches an
 * address is the firm's own (NOTIFY_EMAIL's notifications, the lead digest,
 * sign-in alerts): it lists or names other people, so it is never part of a
 * person's export, even when the address asked about is the firm's inbox.
 * The kinds are written out here because privacy may not import the features
 * that send them (decision 025); tests/api/privacy.test.ts checks each
 * against the sending feature's constant.
 */

/** The leadership results to their taker, and the firm's notification of them (leadership-assessment/leadership-mail-kinds.ts). */
export const LEADERSHIP_RESULTS_KIND = "leadership-assessment";
export const LEADERSHIP_NOTIFICATION_KIND = "leadership-assessment-notification";

/** A reviewer's decision on a member's article, mailed to its author with the comment (blog/review-decision-mail.ts). */
export const POST_REVIEW_KIND = "post-review";

/** Kinds of mail the site sends to a person about themselves. A new kind sent to a visitor or a member belongs here, or exports leave it out. */
export const PERSONAL_MAIL_KINDS: readonly string[] = [LEADERSHIP_RESULTS_KIND, PASSWORD_RESET_MAIL_KIND, POST_REVIEW_KIND];

/** Kinds whose body holds a live secret (a one-time password-reset link): only the e-mail itself may carry it, never an export. */
export const SECRET_MAIL_KINDS: readonly string[] = [PASSWORD_RESET_MAIL_KIND];

/** What an export says in place of such a body. */
export const WITHHELD_SECRET_BODY =
  "[Not included: this e-mail carries a one-time password-reset link, which only the e-mail itself may hold. Its subject, status and dates are above.]";

/** The outbox references of the mails about some submissions: the firm's notifications and the leadership taker's results. */
export function submissionMailReferences(ids: { contact: readonly number[]; hr: readonly number[]; leadership: readonly number[] }): string[] {
  return [
    ...ids.contact.map((id) => `contact-submission:${id}`),
    ...ids.hr.map((id) => `hr-assessment:${id}`),
    ...ids.leadership.flatMap((id) => [`${LEADERSHIP_RESULTS_KIND}:${id}`, `${LEADERSHIP_NOTIFICATION_KIND}:${id}`]),
  ];
}

/** The kind of a mail's reference (`password-reset` of `password-reset:12`), in SQL. */
const kindOf = sql`split_part(${outgoingMail.reference}, ':', 1)`;

/** The person's mails: about their submissions (by reference), or to their address (`emailKey`) and of a personal kind. */
export function personMailCondition(emailKey: string, references: readonly string[]): SQL {
  const toThem = and(eq(sql`lower(trim(${outgoingMail.toAddress}))`, emailKey), inArray(kindOf, [...PERSONAL_MAIL_KINDS])) as SQL;
  return references.length > 0 ? (or(inArray(outgoingMail.reference, [...references]), toThem) as SQL) : toThem;
}

