import { count, max } from "drizzle-orm";
import type { Database } from "#db/client";
import { clients } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { AppError } from "~/lib/app-error";
import { checkClientLogo } from "./check-client-logo.server";
import { CLIENTS_MAX, type ClientValues } from "./proof.schema";

/** Adds a client at the end of the list; audited as `client.create` (whether permission is given, whether it has a logo). */
export async function createClient(db: Database, values: ClientValues, audit: AuditContext): Promise<{ id: number }> {
  await checkClientLogo(db, values.logoUrl);
  return db.transaction(async (tx) => {
    const [{ total, last }] = await tx.select({ total: count(), last: max(clients.sortOrder) }).from(clients);
    if (total >= CLIENTS_MAX) throw new AppError("CONFLICT", { message: "caseStudiesAdmin.error.limit" });
    const [row] = await tx
      .insert(clients)
      .values({ ...values, sortOrder: last === null ? 0 : last + 1 })
      .returning({ id: clients.id });
    await recordAudit(tx, { ...audit, action: "client.create", target: { type: "client", id: row.id }, details: { permissionGiven: values.permissionGiven, logo: values.logoUrl !== null } });
    return row;
  });
}
