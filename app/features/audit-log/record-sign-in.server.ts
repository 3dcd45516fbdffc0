import type { DatabaseExecutor } from "#db/client";
import { hasDashboard } from "~/lib/roles";
import { AppError } from "~/lib/app-error";
import type { SessionUser } from "~/lib/session-user";
import { recordAudit } from "./record-audit.server";

/** Longer typed names say nothing more about an attempt. */
const MAX_USERNAME = 100;

/**
 * Audits a sign-in (decision 030): an administrator's or an editor's success (decision 038), and every
 * refused attempt (wrong name or password, or throttled) with the name typed,
 * since a refusal cannot tell whose account was tried without revealing it.
 * A member's success is not a dashboard account's action and is not recorded; a
 * failure for another reason (the database away) is not an attempt judged.
 */
export async function recordSignIn(
  db: DatabaseExecutor,
  attempt: { username: string; address: string } & ({ user: Pick<SessionUser, "id" | "username" | "role"> } | { error: unknown }),
): Promise<void> {
  if ("user" in attempt) {
    if (!hasDashboard(attempt.user.role)) return;
    await recordAudit(db, { actor: attempt.user, action: "auth.sign_in", target: { type: "user", id: attempt.user.id }, address: attempt.address });
    return;
  }
  const { error } = attempt;
  if (!(error instanceof AppError) || (error.code !== "UNAUTHENTICATED" && error.code !== "RATE_LIMITED")) return;
  await recordAudit(db, {
    actor: null,
    action: "auth.sign_in_failed",
    address: attempt.address,
    details: { username: attempt.username.trim().slice(0, MAX_USERNAME), reason: error.code === "RATE_LIMITED" ? "throttled" : "invalid_credentials" },
  });
}
