import { leadStatuses, type LeadStatus } from "#db/schema/enums";
import { grammaticalForm } from "~/i18n/grammatical-form";
import { isolated } from "~/i18n/ltr-runs";
import type { Translate } from "~/i18n/translate";
import type { TimelineItem } from "./lead-row";

/** What the words of a timeline line need beyond the catalog: a day in the page's language and an owner's name from their id. */
export interface TimelineFormatters {
  t: Translate;
  /** A follow-up's day, e.g. formatLongDate in the page's language. */
  longDate: (value: string) => string;
  /** The administrator's name for an owner's id (`#7` for an account that is gone). */
  ownerName: (ownerId: number) => string;
  /** Mark names and an e-mail's subject as isolated units for the screen (BidiText), so a Latin name of several words keeps its order in Arabic. */
  isolate?: boolean;
}

/**
 * One line of a lead's timeline in words: what came in, who changed what,
 * who wrote a note, which e-mail went out and how it fared. A note's text
 * and the time are shown beside it, not in it. Who acted is named as the
 * header names them, the Arabic verb in their own profile's grammatical
 * gender, else a neutral verbal noun, as the audit log words its entries
 * (decision 036); a deleted account reads neutral too.
 */
export function timelineText(item: TimelineItem, { t, longDate, ownerName, isolate = false }: TimelineFormatters): string {
  const name = (text: string) => (isolate ? isolated(text) : text);
  if (item.kind === "submission") return t("leadPipelineAdmin.timeline.submission", { source: t(`leadPipelineAdmin.source.${item.source}`) });
  if (item.kind === "email") return `${t("leadPipelineAdmin.timeline.email", { subject: name(item.subject) })} (${t(`leadPipelineAdmin.timeline.emailStatus.${item.status}`)})`;
  const actor = item.actor ? name(item.actor.name) : t("leadPipelineAdmin.timeline.deletedAccount");
  const form = grammaticalForm(item.actor?.gender);
  const say = (line: "status" | "owner" | "ownerCleared" | "followUp" | "followUpCleared" | "note" | "emailSent", vars: Record<string, string> = {}) =>
    t(`leadPipelineAdmin.timeline.${line}.${form}`, { actor, ...vars });
  switch (item.kind) {
    case "note":
      return say("note");
    case "status":
      return say("status", { from: statusName(item.from, t), to: statusName(item.to, t) });
    case "owner":
      return item.to === null ? say("ownerCleared") : say("owner", { to: name(ownerOf(item.to, ownerName)) });
    case "follow_up":
      return item.to === null ? say("followUpCleared") : say("followUp", { to: longDate(item.to) });
    case "email_sent":
      return say("emailSent");
  }
}

/** An event stores the new owner's id as text; anything that is not an id is shown as it was stored. */
function ownerOf(stored: string, ownerName: (ownerId: number) => string): string {
  return /^[1-9]\d{0,9}$/.test(stored) ? ownerName(Number(stored)) : `#${stored}`;
}

function statusName(value: string | null, t: Translate): string {
  return value && (leadStatuses as readonly string[]).includes(value) ? t(`leadPipelineAdmin.status.${value as LeadStatus}`) : "—";
}
