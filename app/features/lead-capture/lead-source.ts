/**
 * The three forms that post to `/api/contact` share one table; their messages
 * tell them apart (app/features/leads/compose-lead-message.ts): the
 * consultation dialog's starts with the phone line and the preferred-date
 * line, the inquiry dialog's with the phone line and a blank line, in either
 * language. Anything else is the contact form (or /connect's). Migration 0006
 * applies the same rule in SQL to the rows stored before leads existed.
 */
const PHONE_LINE = /^(?:Phone|الهاتف): ([^\n]*)\n/;
const CONSULTATION = /^(?:Phone|الهاتف): [^\n]*\n(?:Preferred date|التاريخ المفضل): /;
const INQUIRY = /^(?:Phone|الهاتف): [^\n]*\n\n/;

export type ContactLeadSource = "contact" | "inquiry" | "consultation";

export function contactLeadSource(message: string): ContactLeadSource {
  if (CONSULTATION.test(message)) return "consultation";
  if (INQUIRY.test(message)) return "inquiry";
  return "contact";
}

/** The phone the inquiry and consultation dialogs put on the message's first line; null for the contact form. */
export function phoneInMessage(message: string): string | null {
  return PHONE_LINE.exec(message)?.[1]?.trim() || null;
}

/** How persons are told apart: the e-mail trimmed and in lower case; none (or blank) is a person of its own. */
export function emailKeyOf(email: string | null | undefined): string | null {
  const key = email?.trim().toLowerCase();
  return key ? key : null;
}
