import { formatLongDate, formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/locales";
import type { Translate } from "~/i18n/translate";
import { auditActions, type AuditAction } from "./audit-actions";
import { readAuditDetails } from "./audit-events";
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

/** `from → to` in English, `from ← to` in Arabic (read right to left). */
function change(lang: Lang, from: string, to: string): string {
  return lang === "ar" ? `${from} ← ${to}` : `${from} → ${to}`;
}

function dayOf(lang: Lang, iso: string | null | undefined, t: Translate): string {
  if (!iso) return t("auditLogAdmin.details.none");
  const date = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? atRiyadhHour(iso, 12) : new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLongDate(date, lang);
}

/** An entry's details as one readable line (empty when there is nothing to add to the action and target). */
export function describeDetails(entry: Pick<AuditEntryRow, "action" | "details">, { t, lang, userName }: DescribeOptions): string {
  // Read through the action's schema (audit-events.ts): a field that does not match it reads as missing.
  const event = readAuditDetails(entry);
  const count = (value: number | undefined) => formatNumber(value ?? 0, lang);
  const user = (id: string | number | null | undefined) => {
    if (id === undefined || id === null || id === "") return t("leadPipelineAdmin.unassigned");
    return userName?.(Number(id)) ?? `#${id}`;
  };
  const leadStatus = (value: string | null | undefined) => (value ? t(`leadPipelineAdmin.status.${value}`) : t("auditLogAdmin.details.none"));
  const postStatus = (value: string | null | undefined) => (value ? t(`blogAdmin.status.${value}`) : t("auditLogAdmin.details.newPost"));
  const role = (value: string | undefined) => (value ? t(`users.role.${value}`) : "—");
  const username = (name: string | null | undefined) => (name ? t("auditLogAdmin.details.username", { username: name }) : undefined);
  const join = (parts: (string | undefined | false)[]) => parts.filter(Boolean).join(" · ");
  const list = (names: string[]) => names.join(lang === "ar" ? "، " : ", ");

  switch (event.action) {
    case "auth.sign_in":
    case "user.password_reset":
    case "testimonial.publish":
    case "testimonial.unpublish":
      return "";
    case "auth.sign_in_failed": {
      const d = event.details;
      return join([!!d.username && t("auditLogAdmin.details.typedName", { username: d.username }), !!d.reason && t(`auditLogAdmin.details.reason.${d.reason}`)]);
    }
    case "auth.account_under_attack": {
      const d = event.details;
      return join([username(d.username), t("auditLogAdmin.details.attack", { failures: count(d.failures), minutes: count(d.windowMinutes) })]);
    }
    case "lead.status":
      return change(lang, leadStatus(event.details.from), leadStatus(event.details.to));
    case "lead.owner":
      return change(lang, user(event.details.from), user(event.details.to));
    case "lead.follow_up":
      return change(lang, dayOf(lang, event.details.from, t), dayOf(lang, event.details.to, t));
    case "lead.note":
      return t("auditLogAdmin.details.noteLength", { count: count(event.details.length) });
    case "lead.export": {
      const f = event.details.filters ?? {};
      return join([
        t("auditLogAdmin.details.rows", { count: count(event.details.rows) }),
        !!f.status && `${t("leadPipelineAdmin.filter.status")}: ${leadStatus(f.status)}`,
        !!f.source && `${t("leadPipelineAdmin.filter.source")}: ${t(`leadPipelineAdmin.source.${f.source}`)}`,
        typeof f.owner === "number" && `${t("leadPipelineAdmin.filter.owner")}: ${user(f.owner)}`,
        f.overdue === true && t("leadPipelineAdmin.filter.overdue"),
        f.searched === true && t("auditLogAdmin.details.searched"),
      ]);
    }
    // The three tables' only filter is the search, recorded as "searched" (it may be a visitor's e-mail).
    case "contact.export":
    case "hr_assessment.export":
    case "leadership_assessment.export":
      return join([t("auditLogAdmin.details.rows", { count: count(event.details.rows) }), event.details.filters?.searched === true && t("auditLogAdmin.details.searched")]);
    case "audit.export": {
      const f = event.details.filters ?? {};
      return join([
        t("auditLogAdmin.details.rows", { count: count(event.details.rows) }),
        !!f.action && `${t("auditLogAdmin.filter.action")}: ${f.action.endsWith(".") ? familyLabel(t, f.action.slice(0, -1)) : actionLabel(t, f.action)}`,
        f.actor !== undefined && `${t("auditLogAdmin.filter.actor")}: ${user(f.actor)}`,
        !!f.from && t("auditLogAdmin.details.from", { date: dayOf(lang, f.from, t) }),
        !!f.to && t("auditLogAdmin.details.to", { date: dayOf(lang, f.to, t) }),
      ]);
    }
    case "user.create":
      return join([username(event.details.username), !!event.details.role && t("auditLogAdmin.details.role", { role: role(event.details.role) })]);
    case "user.update": {
      const { username: name, email, fullName } = event.details;
      const renamed = name ? (name.from === name.to ? t("auditLogAdmin.details.username", { username: name.to ?? "" }) : change(lang, name.from ?? "", name.to ?? "")) : "";
      // E-mail and full name arrive masked (auth/account-change-audit.ts); an empty side reads None.
      const masked = (key: "email" | "fullName", value: { from?: string | null; to?: string | null } | undefined) => {
        if (!value) return undefined;
        const side = (v: string | null | undefined) => v || t("auditLogAdmin.details.none");
        return `${t(`auditLogAdmin.details.${key}`)}: ${change(lang, side(value.from), side(value.to))}`;
      };
      return join([renamed, masked("email", email), masked("fullName", fullName)]);
    }
    case "user.role":
      return change(lang, role(event.details.from), role(event.details.to));
    case "user.delete":
      return username(event.details.username) ?? "";
    case "post.publish":
    case "post.unpublish":
      return change(lang, postStatus(event.details.from), postStatus(event.details.to));
    case "post.delete":
      return event.details.status ? t("auditLogAdmin.details.wasStatus", { status: postStatus(event.details.status) }) : "";
    case "post.update": {
      // The post form's own labels ("Title (English)"); the cover's field is imageUrl.
      const fields = (event.details.fields ?? []).map((field) => t(`blogAdmin.field.${field === "imageUrl" ? "image" : field}`));
      return fields.length ? t("auditLogAdmin.details.changed", { fields: list(fields) }) : "";
    }
    case "testimonial.create":
      return join([t(event.details.published === true ? "testimonialsAdmin.published" : "testimonialsAdmin.notPublished"), event.details.showOnHome === true && t("testimonialsAdmin.onHome")]);
    case "testimonial.update": {
      const { showOnHome: home, position: place } = event.details;
      const fields = (event.details.fields ?? []).map((field) => t(`auditLogAdmin.field.testimonial.${field}`));
      const shown = (value: boolean | undefined) => t(value === true ? "auditLogAdmin.details.shown" : "auditLogAdmin.details.notShown");
      return join([
        fields.length > 0 && t("auditLogAdmin.details.changed", { fields: list(fields) }),
        !!home && `${t("auditLogAdmin.details.homePage")}: ${change(lang, shown(home.from), shown(home.to))}`,
        !!place && `${t("auditLogAdmin.details.position")}: ${change(lang, count(place.from), count(place.to))}`,
      ]);
    }
    case "testimonial.delete":
      return t(event.details.published === true ? "auditLogAdmin.details.wasPublished" : "auditLogAdmin.details.wasNotPublished");
    case "leadership_assessment.email_status": {
      const sent = (value: boolean | undefined) => t(value === true ? "auditLogAdmin.details.emailSent" : "auditLogAdmin.details.emailNotSent");
      return change(lang, sent(event.details.from), sent(event.details.to));
    }
    case "site_content.update": {
      const d = event.details;
      return join([!!d.language && t(`auditLogAdmin.details.language.${d.language}`), d.reset === true ? t("auditLogAdmin.details.reset") : t("auditLogAdmin.details.textLength", { count: count(d.length) })]);
    }
    case "upload.create": {
      // What was stored, never its contents: the format the bytes proved, the size and the pixels.
      const d = event.details;
      const format = d.contentType?.replace(/^image\//, "").toUpperCase();
      const pixels = d.width !== undefined && d.height !== undefined && t("auditLogAdmin.details.pixels", { width: count(d.width), height: count(d.height) });
      return join([format, d.bytes !== undefined && t("auditLogAdmin.details.kilobytes", { count: formatNumber(Math.ceil(d.bytes / 1024), lang) }), pixels]);
    }
    case "site_content.create": {
      const d = event.details;
      return join([!!d.section && t("auditLogAdmin.details.section", { section: d.section }), ...(d.languages ?? []).map((l) => t(`auditLogAdmin.details.language.${l}`))]);
    }
    case "retention.run":
      if (event.details.leads !== undefined || event.details.persons !== undefined) return t("auditLogAdmin.details.retention", { leads: count(event.details.leads), persons: count(event.details.persons) });
      return genericDetails(entry.details ?? {}, lang);
    // Worded as `name: value` pairs, in the order stored.
    case "privacy_notice.publish":
    case "privacy.export":
    case "privacy.erase":
    case "unknown":
      return genericDetails(entry.details ?? {}, lang);
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
