/**
 * Outbox reference kinds (`kind:assessmentId`). Only the taker's results
 * e-mail uses the first: its delivery is what makes `sentEmail` true. The
 * firm's notification has a kind of its own so its delivery changes nothing.
 */
export const LEADERSHIP_MAIL_KIND = "leadership-assessment";
export const LEADERSHIP_NOTIFICATION_KIND = "leadership-assessment-notification";
