import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { escapeHtml } from "~/lib/escape-html";

/** Left-to-right isolates around a browser's name or an address inside an Arabic line (plain text has no <bdi>). */
const LRI = "\u2066";
const PDI = "\u2069";

export interface NewDeviceMailInput {
  t: Translate;
  lang: Lang;
  username: string;
  fullName: string | null;
  /** When, already worded in Riyadh time (`formatRiyadhDateTime`). */
  time: string;
  browser: string | null;
  system: string | null;
  address: string;
  /** The sessions list: `/profile#sessions` in the mail's language. */
  link: string;
}

/**
 * The new-device notice (decision 038): one short e-mail in the language of
 * the page the account holder signed in from, with the time, the browser and
 * the address, and the link to their sessions list.
 */
export function composeNewDeviceMail(input: NewDeviceMailInput): { subject: string; text: string; html: string } {
  const { t, lang } = input;
  const brand = t("brand.name");
  const name = input.fullName?.trim() || input.username;
  const ltr = (value: string) => (lang === "ar" ? `${LRI}${value}${PDI}` : value);
  const browserText = input.browser
    ? input.system
      ? t("auth.deviceMail.browserOn", { browser: ltr(input.browser), system: ltr(input.system) })
      : ltr(input.browser)
    : t("auth.deviceMail.unknownBrowser");
  const facts = [
    t("auth.deviceMail.time", { time: input.time }),
    t("auth.deviceMail.browser", { browser: browserText }),
    t("auth.deviceMail.address", { address: ltr(input.address) }),
  ];
  const intro = t("auth.deviceMail.intro", { username: ltr(input.username) });
  const subject = t("auth.deviceMail.subject", { brand });
  const text = [t("auth.deviceMail.greeting", { name }), intro, facts.join("\n"), t("auth.deviceMail.ifYou"), t("auth.deviceMail.ifNotYou"), input.link, brand].join("\n\n") + "\n";

  const dir = lang === "ar" ? "rtl" : "ltr";
  const align = lang === "ar" ? "right" : "left";
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;padding:24px;background:#f1f4f9">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e9f2;border-radius:10px;padding:24px;text-align:${align};font-family:Arial,Helvetica,sans-serif;color:#0b1f3a;font-size:15px;line-height:1.6">
<p>${escapeHtml(t("auth.deviceMail.greeting", { name }))}</p>
<p>${escapeHtml(intro)}</p>
<p>${facts.map(escapeHtml).join("<br>")}</p>
<p>${escapeHtml(t("auth.deviceMail.ifYou"))}</p>
<p>${escapeHtml(t("auth.deviceMail.ifNotYou"))}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(t("auth.deviceMail.action"))}</a></p>
<p style="color:#44679e;font-size:13px" dir="ltr">${escapeHtml(input.link)}</p>
<p>${escapeHtml(brand)}</p>
</div></body></html>`;
  return { subject, text, html };
}
