import { ERASED_MARKER } from "~/features/lead-capture/erased-marker";
import { formatLongDate, formatLongDateTime, formatNumber, pluralCategory } from "~/i18n/format";
import { grammaticalForm } from "~/i18n/grammatical-form";
import type { Lang } from "~/i18n/locales";
import { isolated } from "~/i18n/ltr-runs";
import type { Translate } from "~/i18n/translate";
import { atRiyadhHour } from "~/lib/riyadh-time";
import { auditActions, type AuditAction } from "./audit-actions";
import { readAuditDetails } from "./audit-events";
import type { AuditEntryRow } from "./audit-log-row";
import type { auditLogMessages } from "./messages";

/*
 * How an audit entry reads to a person, shared by the Audit tab and the CSV
 * export (both languages): one sentence, "Sarah exported 17 leads to CSV" /
 * «سارة صدّرت 17 عميلًا محتملًا إلى CSV», with the verb in the actor's
 * grammatical gender in Arabic and a neutral wording when it is unknown
 * (decision 036), counts in the plural category Intl.PluralRules gives.
 * Entries hold ids and codes (decision 030); this is where they become words.
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

/** The action's name as the filter lists it (a noun phrase: "Lead status change"). */
export function actionLabel(t: Translate, action: string): string {
  return isAuditAction(action) ? t(`auditLogAdmin.action.${action}`) : action;
}

export function familyLabel(t: Translate, family: string): string {
  return auditFamilies.includes(family) ? t(`auditLogAdmin.family.${family}`) : family;
}

export interface DescribeOptions {
  t: Translate;
  lang: Lang;
  /** An account's name by id (a lead's owner, the actor filter of an export); `#id` when unknown. */
  userName?: (id: number) => string | undefined;
  /** Mark names and codes with isolates for the tab; the CSV leaves them plain. */
  isolate?: boolean;
}

export type DescribedEntry = Pick<AuditEntryRow, "action" | "details"> & Partial<Pick<AuditEntryRow, "targetId" | "actorName" | "actorLabel" | "actorGender">>;

/** An entry as one sentence in the reader's language. */
export function describeAuditEntry(entry: DescribedEntry, { t, lang, userName, isolate = false }: DescribeOptions): string {
  // Read through the action's schema (audit-events.ts): a field that does not match it reads as missing.
  const event = readAuditDetails(entry);
  // Names and codes marked as units (i18n/ltr-runs.ts): the tab shows each as a `<bdi>`, so a Latin name keeps its place in an Arabic sentence.
  const iso = (text: string) => (isolate ? isolated(text) : text);
  const number = (value: number | undefined) => formatNumber(value ?? 0, lang);
  const countOf = (noun: string, value: number | undefined) => {
    const n = value ?? 0;
    return t(`auditLogAdmin.count.${noun}.${n === 0 ? "zero" : pluralCategory(n, lang)}`, { count: number(n) });
  };
  const actorName = entry.actorName ?? entry.actorLabel;
  const form = actorName ? grammaticalForm(entry.actorGender) : "masculine";
  const actor = actorName ? iso(actorName) : t("auditLogAdmin.actor.system");
  const id = iso(entry.targetId ?? "—");
  const say = (variant: string, vars: Record<string, string> = {}) => t(`auditLogAdmin.said.${variant}.${form}`, { actor, id, ...vars });
  const user = (value: string | number | null | undefined) => iso(userName?.(Number(value)) ?? `#${value}`);
  const leadStatus = (value: string | null | undefined) => (value ? t(`leadPipelineAdmin.status.${value}`) : t("auditLogAdmin.part.none"));
  const postStatus = (value: string | null | undefined) => (value ? t(`blogAdmin.status.${value}`) : t("auditLogAdmin.part.none"));
  const role = (value: string | undefined) => (value ? t(`users.role.${value}`) : t("auditLogAdmin.part.none"));
  const day = (value: string | null | undefined) => {
    if (!value) return t("auditLogAdmin.part.none");
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? atRiyadhHour(value, 12) : new Date(value);
    return Number.isNaN(date.getTime()) ? iso(value) : formatLongDate(date, lang);
  };
  /** An instant in Riyadh time, with its date and time ("November 29, 2026 at 9:00 AM"). */
  const moment = (value: string | null | undefined) => {
    const date = value ? new Date(value) : null;
    return date && !Number.isNaN(date.getTime()) ? formatLongDateTime(date, lang) : t("auditLogAdmin.part.none");
  };
  const names = (items: string[]) => items.join(t("auditLogAdmin.part.nameSeparator"));
  /** ": a; b" after the sentence's subject, or nothing. */
  const list = (items: (string | false | undefined)[]) => {
    const kept = items.filter((item): item is string => !!item);
    return kept.length ? t("auditLogAdmin.part.list", { items: kept.join(t("auditLogAdmin.part.itemSeparator")) }) : "";
  };
  const filters = (items: (string | false | undefined)[]) => {
    const kept = items.filter((item): item is string => !!item);
    return kept.length ? t("auditLogAdmin.part.filters", { items: names(kept) }) : "";
  };
  const inLanguage = (language: string | undefined) => (language === "en" || language === "ar" || language === "both" ? t(`auditLogAdmin.part.inLanguage.${language}`) : "");
  const records = (counts: Record<string, number | undefined>) => countOf("records", Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0));
  /** Where a redirect leads: a path, or the "removed" answer (null). */
  const target = (value: string | null | undefined) => (value === null ? t("auditLogAdmin.part.goneTarget") : iso(value ?? "—"));
  const repointedPart = (from: string | undefined, repointed: number | undefined) =>
    repointed ? t("auditLogAdmin.part.repointed", { from: iso(from ?? "—"), count: number(repointed) }) : "";
  const subject = () => (entry.targetId ? t("auditLogAdmin.part.person", { id }) : t("auditLogAdmin.part.noPerson"));

  switch (event.action) {
    case "auth.sign_in":
      return say("auth.sign_in");
    case "auth.sign_in_failed": {
      const { username, reason } = event.details;
      const why = reason ? t(`auditLogAdmin.part.reason.${reason}`) : t("auditLogAdmin.part.none");
      // A refused sign-in's name is erased with the person it named (privacy): said in words, not as the marker.
      if (!username || username === ERASED_MARKER) return t("auditLogAdmin.said.auth.sign_in_failed.erased", { reason: why });
      return t("auditLogAdmin.said.auth.sign_in_failed", { username: iso(username), reason: why });
    }
    case "auth.second_factor_failed": {
      const { username, method, reason } = event.details;
      return t("auditLogAdmin.said.auth.second_factor_failed", {
        username: iso(username ?? "—"),
        method: method ? t(`auditLogAdmin.part.method.${method}`) : t("auditLogAdmin.part.none"),
        reason: reason ? t(`auditLogAdmin.part.reason.${reason}`) : t("auditLogAdmin.part.none"),
      });
    }
    case "second_factor.enable":
    case "second_factor.disable":
      return say(`${event.action}.${event.details.method === "passkey" ? "passkey" : "totp"}`);
    case "second_factor.recovery_codes":
      return say("second_factor.recovery_codes");
    case "second_factor.reset":
      return say("second_factor.reset", { username: iso(event.details.username ?? "—") });
    case "setting.second_factor_required":
      return say(event.details.required === true ? "setting.second_factor_required.on" : "setting.second_factor_required.off");
    case "auth.account_under_attack": {
      const d = event.details;
      return t("auditLogAdmin.said.auth.account_under_attack", { username: iso(d.username ?? "—"), failures: countOf("attempts", d.failures), minutes: countOf("minutes", d.windowMinutes) });
    }
    case "lead.status":
      return say("lead.status", { from: leadStatus(event.details.from), to: leadStatus(event.details.to) });
    case "lead.owner": {
      const { from, to } = event.details;
      if (!from && !to) return say("lead.owner.change", { from: t("auditLogAdmin.part.none"), to: t("auditLogAdmin.part.none") });
      if (!from) return say("lead.owner.assign", { to: user(to) });
      if (!to) return say("lead.owner.unassign", { from: user(from) });
      return say("lead.owner.change", { from: user(from), to: user(to) });
    }
    case "lead.follow_up": {
      const { from, to } = event.details;
      if (!from) return say("lead.follow_up.set", { to: day(to) });
      if (!to) return say("lead.follow_up.clear", { from: day(from) });
      return say("lead.follow_up.move", { from: day(from), to: day(to) });
    }
    case "lead.note":
      return say("lead.note", { length: countOf("characters", event.details.length) });
    case "lead.export": {
      const f = event.details.filters ?? {};
      return say("export", {
        rows: countOf("leads", event.details.rows),
        filters: filters([
          !!f.status && t("auditLogAdmin.part.filter.status", { status: leadStatus(f.status) }),
          !!f.source && t("auditLogAdmin.part.filter.source", { source: t(`leadPipelineAdmin.source.${f.source}`) }),
          typeof f.owner === "number" && t("auditLogAdmin.part.filter.owner", { owner: user(f.owner) }),
          f.owner === null && t("auditLogAdmin.part.filter.noOwner"),
          f.overdue === true && t("auditLogAdmin.part.filter.overdue"),
          f.searched === true && t("auditLogAdmin.part.filter.searched"),
        ]),
      });
    }
    // The three tables' only filter is the search, recorded as "searched" (it may be a visitor's e-mail).
    case "contact.export":
    case "hr_assessment.export":
    case "leadership_assessment.export": {
      const noun = { "contact.export": "contactMessages", "hr_assessment.export": "hrSubmissions", "leadership_assessment.export": "leadershipSubmissions" }[event.action];
      return say("export", { rows: countOf(noun, event.details.rows), filters: filters([event.details.filters?.searched === true && t("auditLogAdmin.part.filter.searched")]) });
    }
    case "audit.export": {
      const f = event.details.filters ?? {};
      const action = f.action && (f.action.endsWith(".") ? familyLabel(t, f.action.slice(0, -1)) : actionLabel(t, f.action));
      return say("export", {
        rows: countOf("auditEntries", event.details.rows),
        filters: filters([
          !!action && t("auditLogAdmin.part.filter.action", { action }),
          f.actor !== undefined && t("auditLogAdmin.part.filter.actor", { actor: user(f.actor) }),
          !!f.from && t("auditLogAdmin.part.filter.from", { date: day(f.from) }),
          !!f.to && t("auditLogAdmin.part.filter.to", { date: day(f.to) }),
        ]),
      });
    }
    case "leadership_assessment.email_status":
      return say(event.details.to === true ? "leadership_assessment.sent" : "leadership_assessment.not_sent");
    case "user.create":
      return say("user.create", { username: iso(event.details.username ?? "—"), role: role(event.details.role) });
    case "user.update": {
      const { username: name, email, fullName } = event.details;
      // E-mail and full name arrive masked (auth/account-change-audit.ts); an empty side reads "none".
      const side = (value: string | null | undefined) => (value ? iso(value) : t("auditLogAdmin.part.none"));
      const renamed = !!name && name.from !== name.to && t("auditLogAdmin.part.change.username", { from: side(name.from), to: side(name.to) });
      return say("user.update", {
        username: iso(name?.to ?? name?.from ?? "—"),
        changes: list([
          renamed,
          !!email && t("auditLogAdmin.part.change.email", { from: side(email.from), to: side(email.to) }),
          !!fullName && t("auditLogAdmin.part.change.fullName", { from: side(fullName.from), to: side(fullName.to) }),
        ]),
      });
    }
    case "user.role":
      return say("user.role", { from: role(event.details.from), to: role(event.details.to) });
    case "user.delete":
      return say("user.delete", { username: iso(event.details.username ?? "—") });
    case "user.sign_out_everywhere":
      return say("user.sign_out_everywhere", { sessions: countOf("sessions", event.details.sessions) });
    case "user.password_reset":
      return say("user.password_reset");
    case "post.publish": {
      const { slug, from } = event.details;
      const vars = { slug: iso(slug ?? "—"), from: postStatus(from) };
      if (!from) return say("post.publish.new", vars);
      return say(from === "pending" ? "post.publish.reviewed" : "post.publish", vars);
    }
    case "post.unpublish":
      return say("post.unpublish", { slug: iso(event.details.slug ?? "—"), to: postStatus(event.details.to) });
    case "post.reject":
      return say(event.details.commented ? "post.reject.commented" : "post.reject", { slug: iso(event.details.slug ?? "—") });
    case "post.request_changes":
      return say("post.request_changes", { slug: iso(event.details.slug ?? "—") });
    case "post.update": {
      // The post form's own labels ("Title (English)"); the cover's field is imageUrl.
      const fields = (event.details.fields ?? []).map((field) => t(`blogAdmin.field.${field === "imageUrl" ? "image" : field}`));
      return say("post.update", { slug: iso(event.details.slug ?? "—"), changes: fields.length ? t("auditLogAdmin.part.list", { items: names(fields) }) : "" });
    }
    case "post.preview_link_create":
    case "post.preview_link_revoke":
      return say(event.action, { slug: iso(event.details.slug ?? "—") });
    case "post.schedule": {
      const { slug, publishAt, unpublishAt } = event.details;
      const vars = { slug: iso(slug ?? "—"), publishAt: moment(publishAt), unpublishAt: moment(unpublishAt) };
      if (publishAt) return say("post.schedule", { ...vars, unpublish: unpublishAt ? t("auditLogAdmin.part.scheduleUnpublish", { unpublishAt: vars.unpublishAt }) : "" });
      return say(unpublishAt ? "post.schedule.unpublish" : "post.schedule.clear", vars);
    }
    case "post.scheduled_publish":
      return t("auditLogAdmin.said.post.scheduled_publish", { slug: iso(event.details.slug ?? "—"), publishAt: moment(event.details.publishAt) });
    case "post.scheduled_unpublish":
      return t("auditLogAdmin.said.post.scheduled_unpublish", { slug: iso(event.details.slug ?? "—"), unpublishAt: moment(event.details.unpublishAt), to: postStatus(event.details.to) });
    case "post.revision_restore":
      return say("post.revision_restore", { slug: iso(event.details.slug ?? "—"), revision: number(event.details.revision ?? 0) });
    case "post.translation_reviewed":
      return say(event.details.language === "en" ? "post.translation_reviewed.en" : "post.translation_reviewed.ar", { slug: iso(event.details.slug ?? "—") });
    case "post.delete":
      return say("post.delete", { slug: iso(event.details.slug ?? "—"), status: postStatus(event.details.status) });
    case "redirect.create": {
      const { from, to, origin, repointed } = event.details;
      const vars = { from: iso(from ?? "—"), to: target(to), repointed: repointedPart(from, repointed) };
      if (origin === "slug_change") return say("redirect.create.slug_change", vars);
      if (origin === "post_delete") return say(to === null ? "redirect.create.post_delete.gone" : "redirect.create.post_delete", vars);
      return say(to === null ? "redirect.create.manual.gone" : "redirect.create.manual", vars);
    }
    case "redirect.update": {
      const { from, to, repointed } = event.details;
      return say("redirect.update", {
        fromBefore: iso(from?.from ?? "—"),
        toBefore: target(to?.from),
        from: iso(from?.to ?? "—"),
        to: target(to?.to),
        repointed: repointedPart(from?.to, repointed),
      });
    }
    case "redirect.delete":
      return say(event.details.reason === "address_reused" ? "redirect.delete.address_reused" : "redirect.delete", { from: iso(event.details.from ?? "—"), to: target(event.details.to) });
    case "testimonial.create": {
      const { published, showOnHome } = event.details;
      const state = published === true ? (showOnHome === true ? "publishedOnHome" : "published") : "notPublished";
      return say("testimonial.create", { state: t(`auditLogAdmin.part.testimonial.${state}`) });
    }
    case "testimonial.update": {
      const { showOnHome: home, position: place } = event.details;
      const fields = (event.details.fields ?? []).map((field) => t(`auditLogAdmin.field.testimonial.${field}`));
      return say("testimonial.update", {
        changes: list([
          fields.length > 0 && t("auditLogAdmin.part.change.fields", { fields: names(fields) }),
          !!home && home.from !== home.to && t(home.to === true ? "auditLogAdmin.part.change.shownOnHome" : "auditLogAdmin.part.change.hiddenFromHome"),
          !!place && t("auditLogAdmin.part.change.position", { from: number(place.from), to: number(place.to) }),
        ]),
      });
    }
    case "testimonial.publish":
      return say("testimonial.publish");
    case "testimonial.unpublish":
      return say("testimonial.unpublish");
    case "testimonial.delete":
      return say("testimonial.delete", { was: t(event.details.published === true ? "auditLogAdmin.part.testimonial.wasPublished" : "auditLogAdmin.part.testimonial.wasNotPublished") });
    case "person.create": {
      const { slug, published, contactPartner } = event.details;
      const state = t(published === true ? "auditLogAdmin.part.person.published" : "auditLogAdmin.part.person.notPublished") + (contactPartner === true ? t("auditLogAdmin.part.person.contactPartner") : "");
      return say("person.create", { slug: iso(slug ?? "—"), state });
    }
    case "person.update": {
      const { slug, published, contactPartner, position: place } = event.details;
      const fields = (event.details.fields ?? []).map((field) => t(`auditLogAdmin.field.person.${field}`));
      return say("person.update", {
        slug: iso(slug ?? "—"),
        changes: list([
          fields.length > 0 && t("auditLogAdmin.part.change.fields", { fields: names(fields) }),
          !!published && published.from !== published.to && t(published.to === true ? "auditLogAdmin.part.change.published" : "auditLogAdmin.part.change.unpublished"),
          !!contactPartner && contactPartner.from !== contactPartner.to && t(contactPartner.to === true ? "auditLogAdmin.part.change.madeContactPartner" : "auditLogAdmin.part.change.noLongerContactPartner"),
          !!place && t("auditLogAdmin.part.change.movedPosition", { from: number(place.from), to: number(place.to) }),
        ]),
      });
    }
    case "person.delete": {
      const { slug, published, contactPartner } = event.details;
      const was = t(published === true ? "auditLogAdmin.part.person.wasPublished" : "auditLogAdmin.part.person.wasNotPublished") + (contactPartner === true ? t("auditLogAdmin.part.person.wasContactPartner") : "");
      return say("person.delete", { slug: iso(slug ?? "—"), was });
    }
    case "case_study.create":
      return say("case_study.create", { slug: iso(event.details.slug ?? "—"), state: t(event.details.published === true ? "auditLogAdmin.part.caseStudy.published" : "auditLogAdmin.part.caseStudy.notPublished") });
    case "case_study.update": {
      const fields = (event.details.fields ?? []).map((field) => t(`auditLogAdmin.field.case_study.${field}`));
      const place = event.details.position;
      return say("case_study.update", {
        slug: iso(event.details.slug ?? "—"),
        changes: list([fields.length > 0 && t("auditLogAdmin.part.change.fields", { fields: names(fields) }), !!place && t("auditLogAdmin.part.change.position", { from: number(place.from), to: number(place.to) })]),
      });
    }
    case "case_study.publish":
    case "case_study.unpublish":
      return say(event.action, { slug: iso(event.details.slug ?? "—") });
    case "case_study.delete":
      return say("case_study.delete", { slug: iso(event.details.slug ?? "—"), was: t(event.details.published === true ? "auditLogAdmin.part.caseStudy.wasPublished" : "auditLogAdmin.part.caseStudy.wasNotPublished") });
    case "sector.create":
    case "sector.delete":
    case "client.delete":
      return say(event.action);
    case "sector.update":
    case "client.update": {
      const family = event.action === "sector.update" ? "sector" : "client";
      const fields = (event.details.fields ?? []).map((field) => t(`auditLogAdmin.field.${family}.${field}`));
      const place = event.details.position;
      const permission = "permissionGiven" in event.details ? event.details.permissionGiven : undefined;
      return say(event.action, {
        changes: list([
          fields.length > 0 && t("auditLogAdmin.part.change.fields", { fields: names(fields) }),
          !!permission && permission.from !== permission.to && t(permission.to === true ? "auditLogAdmin.part.client.permissionGiven" : "auditLogAdmin.part.client.permissionWithdrawn"),
          !!place && t("auditLogAdmin.part.change.movedPosition", { from: number(place.from), to: number(place.to) }),
        ]),
      });
    }
    case "client.create":
      return say("client.create", { state: t(event.details.permissionGiven === true ? "auditLogAdmin.part.client.shown" : "auditLogAdmin.part.client.notShown") });
    case "home_statistic.update": {
      const figure = entry.targetId && ["experience", "performance", "productivity", "guarantee"].includes(entry.targetId) ? t(`auditLogAdmin.part.figure.${entry.targetId}`) : id;
      return say(event.details.shown === false ? "home_statistic.update.hidden" : "home_statistic.update.shown", { figure });
    }
    case "site_content.create": {
      const languages = event.details.languages ?? [];
      return say("site_content.create", { key: id, section: iso(event.details.section ?? "—"), inLanguage: inLanguage(languages.length === 2 ? "both" : languages[0]) });
    }
    case "site_content.translation_reviewed":
      return say(event.details.language === "en" ? "site_content.translation_reviewed.en" : "site_content.translation_reviewed.ar", { key: id });
    case "site_content.revision_restore":
      return say("site_content.revision_restore", { key: id, revision: number(event.details.revision ?? 0) });
    case "site_content.update": {
      const d = event.details;
      if (d.reset === true) return say("site_content.reset", { key: id, inLanguage: inLanguage(d.language) });
      const length = d.length !== undefined && d.language !== "both" ? t("auditLogAdmin.part.length", { length: countOf("characters", d.length) }) : "";
      return say("site_content.update", { key: id, inLanguage: inLanguage(d.language), length });
    }
    case "setting.registration":
      return say(event.details.open === true ? "setting.registration.open" : "setting.registration.closed");
    case "upload.create": {
      // What was stored, never its contents: the format the bytes proved, the size and the pixels.
      const d = event.details;
      const about = [
        d.contentType?.replace(/^image\//, "").toUpperCase(),
        d.bytes !== undefined && t("auditLogAdmin.part.kilobytes", { count: number(Math.ceil(d.bytes / 1024)) }),
        d.width !== undefined && d.height !== undefined && t("auditLogAdmin.part.pixels", { width: number(d.width), height: number(d.height) }),
      ].filter((part): part is string => !!part);
      return say("upload.create", { path: iso(`/uploads/${entry.targetId ?? ""}`), about: names(about) });
    }
    case "upload.delete": {
      const d = event.details;
      const about = [d.contentType?.replace(/^image\//, "").toUpperCase(), d.bytes !== undefined && t("auditLogAdmin.part.kilobytes", { count: number(Math.ceil(d.bytes / 1024)) })].filter(
        (part): part is string => !!part,
      );
      return say("upload.delete", { path: iso(`/uploads/${entry.targetId ?? ""}`), about: names(about) });
    }
    case "privacy_notice.publish": {
      const { version, previous } = event.details;
      const vars = { version: number(version), previous: number(previous) };
      return say(previous ? "privacy_notice.publish" : "privacy_notice.publish.first", vars);
    }
    case "privacy.view":
      return say("privacy.view", { subject: subject(), records: records(event.details) });
    case "privacy.export":
      return say("privacy.export", { subject: subject(), records: records(event.details) });
    case "privacy.erase": {
      const { accountsKept, ...anonymised } = event.details;
      const kept = accountsKept ? t("auditLogAdmin.part.kept", { accounts: countOf("accounts", accountsKept) }) : "";
      return say("privacy.erase", { subject: subject(), records: records(anonymised), kept });
    }
    case "retention.run": {
      const { leads = 0, persons = 0, months } = event.details;
      const period = countOf("months", months);
      if (leads === 0 && persons === 0) return t("auditLogAdmin.said.retention.run.nothing", { months: period });
      const what = [leads > 0 && countOf("leads", leads), persons > 0 && countOf("persons", persons)].filter((part): part is string => !!part);
      return t("auditLogAdmin.said.retention.run", { what: what.join(t("auditLogAdmin.part.and")), months: period });
    }
    case "unknown":
      return say("unknown", { action: iso(entry.action) });
  }
}

/** Who acted, for the CSV's own column: the account's name, or the system for a scheduled job; empty for a refused sign-in. */
export function actorText(t: Translate, entry: Pick<AuditEntryRow, "action" | "actorName" | "actorLabel">): string {
  const name = entry.actorName ?? entry.actorLabel;
  if (name) return name;
  return entry.action === "auth.sign_in_failed" || entry.action === "auth.account_under_attack" || entry.action === "auth.second_factor_failed" ? "" : t("auditLogAdmin.actor.system");
}
