import type { Translate } from "~/i18n/translate";

interface Part {
  t: Translate;
}

/**
 * The administrators' alert that an account is under attack (issue 21 item 4):
 * one plain-text e-mail in both languages, English first, naming the account,
 * how many failures in how many minutes, what the site does about it, and
 * where the attempts are listed.
 */
export function composeAccountAttackMail(options: { username: string; failures: number; minutes: number; auditLink: string; en: Part; ar: Part }): { subject: string; text: string } {
  const values = { username: options.username, failures: String(options.failures), minutes: String(options.minutes) };
  const lines = ({ t }: Part) => [
    t("auth.attackMail.intro", values),
    t("auth.attackMail.effect", values),
    t("auth.attackMail.action"),
    options.auditLink,
    t("brand.name"),
  ];
  const subject = `${options.en.t("auth.attackMail.subject", values)} | ${options.ar.t("auth.attackMail.subject", values)}`;
  return { subject, text: `${lines(options.en).join("\n\n")}\n\n----\n\n${lines(options.ar).join("\n\n")}\n` };
}
