import { formatLongDate, formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { auditActions, type AuditAction } from "./audit-actions";
import type { AuditEntryRow } from "./audit-log-row";
import type { auditLogMessages } from "./messages";
import { atRiyadhHour } from "~/lib/riyadh-time";

/*
 * How an audit entry reads to a person, shared by the Audit tab and the CSV
 * export (both languages): the action's name, the target, and the details
 * summarised ("New → Contacted", "English · Characters: 28"). Entries hold
 * ids and codes (decision 030); this is where they become words.
 */

/** The families of actions (the part before the dot), in the list's order: the filter's groups. */
export const auditFamilies = [...new Set(auditActions.map((action) => action.split(".")[0]))];
export type AuditFamily = (typeof auditFamilies)[number];

// Every action and family has a label in the catalog (a new action without one fails the type check).
type Labelled = keyof (typeof auditLogMessages)["en"];
type Unlabelled = Exclude<`auditLogAdmin.action.${AuditAction}` | `auditLogAdmin.family.${AuditAction extends `${infer F}.${string}` ? F : never}`, Labelled>;
export const everyActionLabelled: [Unlabelled] extends [never] ? true : Unlabelled = true;

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

export function actionLabel(t: Translate, action: string): string {
  return isAuditAction(action) ? t(`auditLogAdmin.action.${action}`) : action;
}

export function familyLabel(t: Translate, family: string): string {
  return auditFamilies.includes(family) ? t(`auditLogAdmin.family.${family}`) : family;
}

/** The target in words, and its code (a text's key, a post's slug) to show left to right. */
export function describeTarget(t: Translate, entry: Pick<AuditEntryRow, "targetType" | "targetId" | "details">): { text: string; code?: string } {
  const { targetType: type, targetId: id } = entry;
  if (!type) return { text: "—" };
  switch (type) {
    case "lead":
    case "user":
    case "person":
    case "testimonial":
    case "leadership_assessment":
      return { text: t(`auditLogAdmin.target.${type}`, { id: id ?? "" }) };
    case "post": {
      const slug = typeof entry.details.slug === "string" ? entry.details.slug : undefined;
      return { text: t("auditLogAdmin.target.post", { id: id ?? "" }), code: slug };
    }
    case "site_content":
      return { text: t("auditLogAdmin.target.site_content"), code: id ?? undefined };
    case "upload":
      return { text: t("auditLogAdmin.target.upload"), code: id ? `/uploads/${id}` : undefined };
    case "leads":
    case "contact_submissions":
    case "hr_assessments":
    case "leadership_assessments":
    case "audit_log":
      return { text: t(`auditLogAdmin.target.${type}`) };
    default:
      return { text: type, code: id ?? undefined };
  }
}

export interface DescribeOptions {
  t: Translate;
  lang: Lang;
  /** An account's name by id (a lead's owner, the actor filter of an export); `#id` when unknown. */
  userName?: (id: number) => string | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

/** `from → to` in English, `from ← to` in Arabic (read right to left). */
function change(lang: Lang, from: string, to: string): string {
  return lang === "ar" ? `${from} ← ${to}` : `${from} → ${to}`;
}

function dayOf(lang: Lang, value: unknown, t: Translate): string {
  const iso = text(value);
  if (!iso) return t("auditLogAdmin.details.none");
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? atRiyadhHour(iso, 12) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLongDate(date, lang);
}

/** An entry's details as one readable line (empty when there is nothing to add to the action and target). */
export function describeDetails(entry: Pick<AuditEntryRow, "action" | "details">, { t, lang, userName }: DescribeOptions): string {
  const d = entry.details ?? {};
  const count = (value: unknown) => formatNumber(num(value) ?? 0, lang);
  const user = (value: unknown) => {
    const id = text(value) ?? (num(value) !== undefined ? String(value) : undefined);
    if (!id || id === "none") return t("leadPipelineAdmin.unassigned");
    return userName?.(Number(id)) ?? `#${id}`;
  };
  const leadStatus = (value: unknown) => (text(value) ? t(`leadPipelineAdmin.status.${text(value)}`) : t("auditLogAdmin.details.none"));
  const postStatus = (value: unknown) => (text(value) ? t(`blogAdmin.status.${text(value)}`) : t("auditLogAdmin.details.newPost"));
  const role = (value: unknown) => (text(value) ? t(`users.role.${text(value)}`) : "—");
  const join = (parts: (string | undefined | false)[]) => parts.filter(Boolean).join(" · ");
  const list = (names: string[]) => names.join(lang === "ar" ? "، " : ", ");
  const names = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);
  const fromTo = (value: unknown) => (value && typeof value === "object" ? (value as { from?: unknown; to?: unknown }) : undefined);

  switch (entry.action) {
    case "auth.sign_in":
    case "user.password_reset":
      return "";
    case "auth.sign_in_failed":
      return join([
        text(d.username) !== undefined && t("auditLogAdmin.details.typedName", { username: text(d.username)! }),
        (d.reason === "throttled" || d.reason === "invalid_credentials") && t(`auditLogAdmin.details.reason.${d.reason}`),
      ]);
    case "auth.account_under_attack":
      return join([
        text(d.username) && t("auditLogAdmin.details.username", { username: text(d.username)! }),
        t("auditLogAdmin.details.attack", { failures: count(d.failures), minutes: count(d.windowMinutes) }),
      ]);
    case "lead.status":
      return change(lang, leadStatus(d.from), leadStatus(d.to));
    case "lead.owner":
      return change(lang, user(d.from), user(d.to));
    case "lead.follow_up":
      return change(lang, dayOf(lang, d.from, t), dayOf(lang, d.to, t));
    case "lead.note":
      return t("auditLogAdmin.details.noteLength", { count: count(d.length) });
    case "lead.export": {
      const f = (d.filters ?? {}) as Record<string, unknown>;
      return join([
        t("auditLogAdmin.details.rows", { count: count(d.rows) }),
        text(f.status) && `${t("leadPipelineAdmin.filter.status")}: ${leadStatus(f.status)}`,
        text(f.source) && `${t("leadPipelineAdmin.filter.source")}: ${t(`leadPipelineAdmin.source.${text(f.source)}`)}`,
        (text(f.owner) !== undefined || num(f.owner) !== undefined) && `${t("leadPipelineAdmin.filter.owner")}: ${f.owner === "none" ? t("leadPipelineAdmin.filter.noOwner") : user(f.owner)}`,
        f.overdue === true && t("leadPipelineAdmin.filter.overdue"),
        f.searched === true && t("auditLogAdmin.details.searched"),
      ]);
    }
    // The three tables' only filter is the search, recorded as "searched" (it may be a visitor's e-mail).
    case "contact.export":
    case "hr_assessment.export":
    case "leadership_assessment.export": {
      const f = (d.filters ?? {}) as Record<string, unknown>;
      return join([t("auditLogAdmin.details.rows", { count: count(d.rows) }), f.searched === true && t("auditLogAdmin.details.searched")]);
    }
    case "audit.export": {
      const f = (d.filters ?? {}) as Record<string, unknown>;
      const action = text(f.action);
      return join([
        t("auditLogAdmin.details.rows", { count: count(d.rows) }),
        action && `${t("auditLogAdmin.filter.action")}: ${action.endsWith(".") ? familyLabel(t, action.slice(0, -1)) : actionLabel(t, action)}`,
        num(f.actor) !== undefined && `${t("auditLogAdmin.filter.actor")}: ${user(f.actor)}`,
        text(f.from) && t("auditLogAdmin.details.from", { date: dayOf(lang, f.from, t) }),
        text(f.to) && t("auditLogAdmin.details.to", { date: dayOf(lang, f.to, t) }),
      ]);
    }
    case "user.create":
      return join([text(d.username) && t("auditLogAdmin.details.username", { username: text(d.username)! }), text(d.role) && t("auditLogAdmin.details.role", { role: role(d.role) })]);
    case "user.update": {
      const name = d.username as { from?: unknown; to?: unknown } | string | undefined;
      if (typeof name === "string") return t("auditLogAdmin.details.username", { username: name });
      const username = name && typeof name === "object" ? (name.from === name.to ? t("auditLogAdmin.details.username", { username: text(name.to) ?? "" }) : change(lang, text(name.from) ?? "", text(name.to) ?? "")) : "";
      // E-mail and full name arrive masked (auth/account-change-audit.ts); an empty side reads None.
      const masked = (key: "email" | "fullName") => {
        const value = d[key] as { from?: unknown; to?: unknown } | undefined;
        if (!value || typeof value !== "object") return undefined;
        const side = (v: unknown) => text(v) ?? t("auditLogAdmin.details.none");
        return `${t(`auditLogAdmin.details.${key}`)}: ${change(lang, side(value.from), side(value.to))}`;
      };
      return join([username, masked("email"), masked("fullName")]);
    }
    case "user.role":
      return change(lang, role(d.from), role(d.to));
    case "user.delete":
      return text(d.username) ? t("auditLogAdmin.details.username", { username: text(d.username)! }) : "";
    case "post.publish":
    case "post.unpublish":
      return change(lang, postStatus(d.from), postStatus(d.to));
    case "post.delete":
      return text(d.status) ? t("auditLogAdmin.details.wasStatus", { status: postStatus(d.status) }) : "";
    case "post.update": {
      // The post form's own labels ("Title (English)"); the cover's field is imageUrl.
      const fields = names(d.fields).map((field) => t(`blogAdmin.field.${field === "imageUrl" ? "image" : field}`));
      return fields.length ? t("auditLogAdmin.details.changed", { fields: list(fields) }) : "";
    }
    case "testimonial.create":
      return join([t(d.published === true ? "testimonialsAdmin.published" : "testimonialsAdmin.notPublished"), d.showOnHome === true && t("testimonialsAdmin.onHome")]);
    case "testimonial.update": {
      const fields = names(d.fields).map((field) => t(`auditLogAdmin.field.testimonial.${field}`));
      const home = fromTo(d.showOnHome);
      const shown = (value: unknown) => t(value === true ? "auditLogAdmin.details.shown" : "auditLogAdmin.details.notShown");
      const place = fromTo(d.position);
      return join([
        fields.length > 0 && t("auditLogAdmin.details.changed", { fields: list(fields) }),
        home && `${t("auditLogAdmin.details.homePage")}: ${change(lang, shown(home.from), shown(home.to))}`,
        place && `${t("auditLogAdmin.details.position")}: ${change(lang, count(place.from), count(place.to))}`,
      ]);
    }
    case "testimonial.delete":
      return t(d.published === true ? "auditLogAdmin.details.wasPublished" : "auditLogAdmin.details.wasNotPublished");
    case "leadership_assessment.email_status": {
      const sent = (value: unknown) => t(value === true ? "auditLogAdmin.details.emailSent" : "auditLogAdmin.details.emailNotSent");
      return change(lang, sent(d.from), sent(d.to));
    }
    case "site_content.update": {
      const language = d.language === "en" || d.language === "ar" || d.language === "both" ? t(`auditLogAdmin.details.language.${d.language}`) : undefined;
      return join([language, d.reset === true ? t("auditLogAdmin.details.reset") : t("auditLogAdmin.details.textLength", { count: count(d.length) })]);
    }
    case "upload.create": {
      // What was stored, never its contents: the format the bytes proved, the size and the pixels.
      const format = text(d.contentType)?.replace(/^image\//, "").toUpperCase();
      const pixels = num(d.width) !== undefined && num(d.height) !== undefined ? t("auditLogAdmin.details.pixels", { width: count(d.width), height: count(d.height) }) : undefined;
      return join([format, num(d.bytes) !== undefined && t("auditLogAdmin.details.kilobytes", { count: formatNumber(Math.ceil(num(d.bytes)! / 1024), lang) }), pixels]);
    }
    case "site_content.create": {
      const languages = Array.isArray(d.languages) ? d.languages.filter((l): l is "en" | "ar" => l === "en" || l === "ar") : [];
      return join([text(d.section) && t("auditLogAdmin.details.section", { section: text(d.section)! }), ...languages.map((l) => t(`auditLogAdmin.details.language.${l}`))]);
    }
    case "retention.run":
      if (num(d.leads) !== undefined || num(d.persons) !== undefined) return t("auditLogAdmin.details.retention", { leads: count(d.leads), persons: count(d.persons) });
      return genericDetails(d, lang);
    default:
      return genericDetails(d, lang);
  }
}

/** Details of an action with no wording of its own: `name: value` pairs, numbers in the page's digits. */
function genericDetails(details: Record<string, unknown>, lang: Lang): string {
  return Object.entries(details)
    .map(([key, value]) => {
      if (typeof value === "number") return `${key}: ${formatNumber(value, lang)}`;
      if (typeof value === "string" || typeof value === "boolean") return `${key}: ${String(value)}`;
      if (value === null || value === undefined) return undefined;
      return `${key}: ${JSON.stringify(value)}`;
    })
    .filter(Boolean)
    .join(" · ");
}

/** Who acted: the name then (kept after a rename or deletion), the system for a scheduled job, nobody for a refused sign-in. */
export function actorText(t: Translate, entry: Pick<AuditEntryRow, "action" | "actorLabel">): string {
  if (entry.actorLabel) return entry.actorLabel;
  return entry.action === "auth.sign_in_failed" ? t("auditLogAdmin.actor.nobody") : t("auditLogAdmin.actor.system");
}
