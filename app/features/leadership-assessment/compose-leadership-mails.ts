import { formatRiyadhDateTime } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { leadershipCategoryKeys, leadershipCategorySlug, LEADERSHIP_MAX_SCORE, type LeadershipResult } from "./scoring";
import { escapeHtml } from "~/lib/escape-html";

export interface ComposedMail {
  subject: string;
  text: string;
  html?: string;
}

/**
 * The taker's results e-mail, in the language they took the assessment in:
 * score, category, what it means, three next steps, and a way to talk to a partner.
 */
export function composeLeadershipResultsMail(options: {
  t: Translate;
  lang: "en" | "ar";
  name: string;
  result: LeadershipResult;
  brand: string;
  /** The booking page when configured, otherwise the contact page in the taker's language. */
  ctaUrl: string;
}): Required<ComposedMail> {
  const { t, lang, result, brand, ctaUrl } = options;
  const name = oneLine(options.name);
  const keys = leadershipCategoryKeys(result.category);
  const category = t(keys.label);
  const description = t(keys.description);
  const steps = keys.steps.map((key) => t(key));
  const subject = t("leadership.mail.subject", { score: result.totalScore, category });

  const text = [
    t("leadership.mail.greeting", { name }),
    "",
    t("leadership.mail.intro"),
    "",
    t("leadership.mail.score", { score: result.totalScore }),
    t("leadership.mail.category", { category }),
    "",
    description,
    "",
    `${t("leadership.results.nextStepsTitle")}:`,
    ...steps.map((step, i) => `${i + 1}. ${step}`),
    "",
    t("leadership.mail.cta"),
    ctaUrl,
    "",
    t("leadership.mail.signoff"),
    t("leadership.mail.team", { brand }),
    "",
    "—",
    t("leadership.mail.footer"),
  ].join("\n");

  const dir = lang === "ar" ? "rtl" : "ltr";
  const align = lang === "ar" ? "right" : "left";
  const tone = { "Future-Ready": "#047857", "Moderate Gaps": "#a16207", "High Risk": "#b91c1c" }[result.category];
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Arial,Helvetica,sans-serif;color:#0b1f3a;">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e5e2da;border-radius:8px;padding:28px;text-align:${align};" dir="${dir}">
<p style="margin:0 0 4px;font-size:13px;color:#8a6d2f;font-weight:bold;">${escapeHtml(brand)}</p>
<h1 style="margin:0 0 20px;font-size:22px;">${escapeHtml(t("leadership.title"))}</h1>
<p style="margin:0 0 12px;">${escapeHtml(t("leadership.mail.greeting", { name }))}</p>
<p style="margin:0 0 20px;">${escapeHtml(t("leadership.mail.intro"))}</p>
<p style="margin:0 0 6px;font-size:28px;font-weight:bold;"><span dir="ltr">${result.totalScore} / ${LEADERSHIP_MAX_SCORE}</span></p>
<p style="margin:0 0 20px;"><span style="display:inline-block;padding:3px 12px;border-radius:12px;background:${tone};color:#ffffff;font-weight:bold;font-size:14px;">${escapeHtml(category)}</span></p>
<h2 style="margin:0 0 8px;font-size:17px;">${escapeHtml(t("leadership.results.summaryTitle"))}</h2>
<p style="margin:0 0 20px;line-height:1.6;">${escapeHtml(description)}</p>
<h2 style="margin:0 0 8px;font-size:17px;">${escapeHtml(t("leadership.results.nextStepsTitle"))}</h2>
<ol style="margin:0 0 24px;padding-${align}:20px;line-height:1.6;">
${steps.map((step) => `<li style="margin-bottom:6px;">${escapeHtml(step)}</li>`).join("\n")}
</ol>
<p style="margin:0 0 12px;">${escapeHtml(t("leadership.mail.cta"))}</p>
<p style="margin:0 0 24px;"><a href="${escapeHtml(ctaUrl)}" style="display:inline-block;padding:10px 20px;background:#c9a45c;color:#0b1f3a;text-decoration:none;border-radius:6px;font-weight:bold;">${escapeHtml(t("leadership.results.book"))}</a></p>
<p style="margin:0;">${escapeHtml(t("leadership.mail.signoff"))}<br>${escapeHtml(t("leadership.mail.team", { brand }))}</p>
<p style="margin:24px 0 0;font-size:12px;color:#6b7280;">${escapeHtml(t("leadership.mail.footer"))}</p>
</div>
</body>
</html>`;
  return { subject: oneLine(subject).slice(0, 200), text, html };
}

/**
 * The e-mail that tells the firm about a new assessment, quoting what the taker
 * typed. Its words are `leadershipAdmin.notification.*` (the category as the
 * dashboard names it), written through `inbox.t` (the server translator, so a
 * dashboard override reaches them) in the inbox's language (`inbox.lang`:
 * English for the firm today).
 */
export function composeLeadershipNotification(
  submission: { name: string; email: string | null; company: string | null; phone: string | null },
  meta: { id: number; result: LeadershipResult; language: Lang; createdAt: Date; adminUrl: string; leadUrl: string },
  inbox: { t: Translate; lang: Lang },
): ComposedMail {
  const { t } = inbox;
  const line = (label: string, value: string) => `${`${t(`leadershipAdmin.notification.${label}`)}:`.padEnd(10)} ${value}`;
  const category = t(`leadershipAdmin.category.${leadershipCategorySlug[meta.result.category]}`);
  const score = meta.result.totalScore;
  const subject = t("leadershipAdmin.notification.subject", { score, max: LEADERSHIP_MAX_SCORE, category, name: oneLine(submission.name) });
  const text = [
    t("leadershipAdmin.notification.intro", { brand: t("brand.name") }),
    "",
    line("name", oneLine(submission.name)),
    line("email", submission.email ?? "—"),
    line("company", submission.company ? oneLine(submission.company) : "—"),
    line("phone", submission.phone ?? "—"),
    line("score", `${score} / ${LEADERSHIP_MAX_SCORE}`),
    line("category", category),
    line("language", t(`leadershipAdmin.csv.language.${meta.language}`)),
    line("received", formatRiyadhDateTime(meta.createdAt, inbox.lang)),
    line("reference", `#${meta.id}`),
    "",
    submission.email ? t("leadershipAdmin.notification.resultsQueued", { email: submission.email }) : t("leadershipAdmin.notification.noResultsMail"),
    t("leadPipelineAdmin.notification.openLead", { url: meta.leadUrl }),
    t("leadershipAdmin.notification.all", { url: meta.adminUrl }),
  ].join("\n");
  return { subject: oneLine(subject).slice(0, 200), text };
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}
