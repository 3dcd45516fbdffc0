import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "#db/client";
import { userTotp } from "#db/schema";
import { AppError } from "~/lib/app-error";
import type { TotpSetup } from "./second-factor";
import { newTotpSecret, qrCodePath, totpUri } from "./totp.server";

/**
 * A new secret for the authenticator app, not yet on: it is switched on when
 * a code from it is typed back (`confirmTotp`). Asking again replaces a set-up
 * in progress; an app already on is turned off first (with the password).
 */
export async function startTotpSetUp(db: Database, options: { user: { id: number; username: string }; issuer: string; now?: Date }): Promise<TotpSetup> {
  const now = options.now ?? new Date();
  const [on] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, options.user.id), isNotNull(userTotp.confirmedAt)))
    .limit(1);
  if (on) throw new AppError("CONFLICT", { message: "auth.secondFactor.totp.alreadyOn" });
  const secret = newTotpSecret();
  await db
    .insert(userTotp)
    .values({ userId: options.user.id, secret, createdAt: now })
    .onConflictDoUpdate({ target: userTotp.userId, set: { secret, confirmedAt: null, lastUsedStep: null, createdAt: now } });
  const uri = totpUri(secret, options.user.username, options.issuer);
  return { secret, uri, qr: qrCodePath(uri) };
}
