import type { Request } from "express";
import type { AuditContext } from "~/features/audit-log/record-audit.server";
import { dashboardRoles } from "~/lib/roles";
import { currentUserIn } from "../middleware/require-role";
import { clientAddress } from "./public-form-request";

/** Who acts, for the audit log: the signed-in administrator or editor (id and username then) and the client's address. */
export function auditContextOf(req: Request): AuditContext {
  const actor = currentUserIn(req, dashboardRoles);
  return { actor: { id: actor.id, username: actor.username }, address: clientAddress(req) };
}
