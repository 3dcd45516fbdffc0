import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { escapeHtml } from "~/lib/escape-html";

/** The outbox kind of a reviewer's decision mailed to the author (`post-review:<post id>`): one of the mails a person's data export carries. */
export const POST_REVIEW_MAIL_KIND = "post-review";

export interface ReviewDecisionMailInput {
  t: Translate;
  lang: Lang;
  decision: "reject" | "request_changes";
  /** The author's name as their account gives it. */
  name: string;
  /** The article's title in the mail's language. */
  title: string;
  /** The reviewer's words, as typed; null when a rejection came without any. */
  comment: string | null;
  /** The author's articles on their profile, in the mail's language. */
  link: string;
}

/**
 * The reviewer's decision on a member's article (decision 042), in the
 * language the author sent it in: what was decided, the reviewer's comment
 * quoted as typed, and (for a request for changes) how to send it again.
 */
export function composeReviewDecisionMail(input: ReviewDecisionMailInput): { subject: string; text: string; html: string } {
  const { t, lang, decision } = input;
  const brand = t("brand.name");
  const key = decision === "reject" ? "rejected" : "changes";
  const subject = t(`blogAdmin.reviewMail.${key}.subject`, { title: input.title });
  const intro = t(`blogAdmin.reviewMail.${key}.intro`, { title: input.title });
  const next = t(`blogAdmin.reviewMail.${key}.next`);
  const commentLabel = t("blogAdmin.reviewMail.comment");
  const greeting = t("blogAdmin.reviewMail.greeting", { name: input.name });
  const action = t(`blogAdmin.reviewMail.${key}.action`);
  const text =
    [greeting, intro, ...(input.comment ? [`${commentLabel}\n${input.comment}`] : []), next, `${action}: ${input.link}`, brand].join("\n\n") + "\n";

  const dir = lang === "ar" ? "rtl" : "ltr";
  const align = lang === "ar" ? "right" : "left";
  const border = lang === "ar" ? "border-right" : "border-left";
  const quoted = input.comment
    ? `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(commentLabel)}</p>
<blockquote dir="auto" style="margin:0 0 16px;padding:8px 12px;${border}:3px solid #c9a45c;background:#f8f6f1;white-space:pre-wrap">${escapeHtml(input.comment)}</blockquote>`
    : "";
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;padding:24px;background:#f1f4f9">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e9f2;border-radius:10px;padding:24px;text-align:${align};font-family:Arial,Helvetica,sans-serif;color:#0b1f3a;font-size:15px;line-height:1.6">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${quoted}
<p>${escapeHtml(next)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#0b1f3a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="color:#44679e;font-size:13px" dir="ltr">${escapeHtml(input.link)}</p>
<p>${escapeHtml(brand)}</p>
</div></body></html>`;
  return { subject, text, html };
}
