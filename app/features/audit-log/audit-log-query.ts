import "~/lib/zod-jitless";
import { z } from "zod";
import { parseListQuery, type ListQuery } from "~/lib/list-query";

/** A day (`YYYY-MM-DD`) starts at midnight in Riyadh, the firm's time; a full time is taken as given. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function instant(message: string) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      const date = new Date(DAY.test(value) ? `${value}T00:00:00+03:00` : value);
      if (Number.isNaN(date.getTime()) || !(DAY.test(value) || z.iso.datetime({ offset: true }).safeParse(value).success)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return { date, wholeDay: DAY.test(value) };
    });
}

const filtersSchema = z.object({
  action: z
    .string()
    .trim()
    .regex(/^[a-z_]+(\.[a-z_]*)?$/, "auditLogAdmin.error.action")
    .optional(),
  actor: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,9}$/, "auditLogAdmin.error.actor")
    .transform(Number)
    .optional(),
  from: instant("auditLogAdmin.error.date").optional(),
  to: instant("auditLogAdmin.error.date").optional(),
});

export interface AuditLogQuery extends ListQuery {
  /** An exact action, or a family when it ends with a dot (`lead.`). */
  action?: string;
  actor?: number;
  /** Inclusive. */
  from?: Date;
  /** Exclusive; a day given as `YYYY-MM-DD` counts in full. */
  before?: Date;
}

/** `?action=&actor=&from=&to=&page=&pageSize=`: paging as every admin list; a malformed filter is a 400 that names it. */
export function parseAuditLogQuery(query: Record<string, unknown>): AuditLogQuery {
  const pick = (name: string) => (typeof query[name] === "string" && query[name] !== "" ? (query[name] as string) : undefined);
  const filters = filtersSchema.parse({ action: pick("action"), actor: pick("actor"), from: pick("from"), to: pick("to") });
  const to = filters.to && (filters.to.wholeDay ? new Date(filters.to.date.getTime() + 86_400_000) : filters.to.date);
  return { ...parseListQuery(query), action: filters.action, actor: filters.actor, from: filters.from?.date, before: to };
}
