import type { Request } from "express";
import type { AuditContext } from "~/features/audit-log/record-audit.server";
import { currentAdmin } from "../middleware/require-role";
import { clientAddress } from "./public-form-request";

/** Who acts, for the audit log: the signed-in administrator (id and username then) and the client's address. */
export function auditContextOf(req: Request): AuditContext {
  const admin = currentAdmin(req);
  return { actor: { id: admin.id, username: admin.username }, address: clientAddress(req) };
}
