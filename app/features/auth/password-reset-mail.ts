import { accountName, type NamedAccount } from "~/components/layout/account";
import type { Translate } from "~/i18n/translate";
import { escapeHtml } from "~/lib/escape-html";

export interface PasswordResetMail {
  subject: string;
  text: string;
  html: string;
}

interface Part {
  t: Translate;
  link: string;
}

/**
 * One e-mail in both languages (English first, then Arabic, right-to-left):
 * the admin who sends it may not know which language the member reads.
 */
export function composePasswordResetMail(options: NamedAccount & { en: Part; ar: Part }): PasswordResetMail {
  const { username } = options;
  // The account as the site names it, in each part's language (the firm's own account without a name: "Site administrator").
  const name = (part: Part) => accountName(options, part.t);
  const brand = (part: Part) => part.t("brand.name");
  const lines = (part: Part) => [
    part.t("auth.resetMail.greeting", { name: name(part) }),
    part.t("auth.resetMail.intro", { brand: brand(part), username }),
    part.link,
    part.t("auth.resetMail.validity"),
    part.t("auth.resetMail.ignore"),
    brand(part),
  ];

  const subject = `${options.en.t("auth.resetMail.subject", { brand: brand(options.en) })} | ${options.ar.t("auth.resetMail.subject", { brand: brand(options.ar) })}`;
  const text = `${lines(options.en).join("\n\n")}\n\n----\n\n${lines(options.ar).join("\n\n")}\n`;

  const section = (part: Part, lang: "en" | "ar") => {
    const dir = lang === "ar" ? "rtl" : "ltr";
    const align = lang === "ar" ? "right" : "left";
    return `<div lang="${lang}" dir="${dir}" style="text-align:${align};font-family:Arial,Helvetica,sans-serif;color:#0b1f3a;font-size:15px;line-height:1.6">
<p>${escapeHtml(part.t("auth.resetMail.greeting", { name: name(part) }))}</p>
<p>${escapeHtml(part.t("auth.resetMail.intro", { brand: brand(part), username }))}</p>
<p><a href="${escapeHtml(part.link)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(part.t("auth.resetMail.action"))}</a></p>
<p style="color:#44679e;font-size:13px">${escapeHtml(part.link)}</p>
<p>${escapeHtml(part.t("auth.resetMail.validity"))}</p>
<p>${escapeHtml(part.t("auth.resetMail.ignore"))}</p>
<p>${escapeHtml(brand(part))}</p>
</div>`;
  };
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f1f4f9">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e9f2;border-radius:10px;padding:24px">
${section(options.en, "en")}
<hr style="border:none;border-top:1px solid #e3e9f2;margin:24px 0">
${section(options.ar, "ar")}
</div></body></html>`;
  return { subject, text, html };
}
