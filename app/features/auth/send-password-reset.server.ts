import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#db/client";
import { passwordResetTokens, users } from "#db/schema";
import { type AuditContext, recordAudit } from "~/features/audit-log/record-audit.server";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { localizePath } from "~/i18n/locales";
import { getTranslators } from "~/i18n/server-translator.server";
import { AppError } from "~/lib/app-error";
import { composePasswordResetMail } from "./password-reset-mail";
import { PASSWORD_RESET_MAIL_KIND } from "./password-reset-mail-retention.server";
import { generateToken, hashToken } from "./session-token.server";

/** Issue 4: reset links work once and for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

/**
 * An administrator's "Send Password Reset": a one-time link to
 * `/reset-password`, e-mailed through the outbox. Only the token's SHA-256
 * is stored, and a new link replaces any earlier unused one. The protected
 * account's link is sent by that account only.
 */
export async function sendPasswordReset(
  db: Database,
  options: { userId: number; publicUrl: string; audit: AuditContext; now?: Date },
): Promise<{ email: string }> {
  const now = options.now ?? new Date();
  const [user] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName, email: users.email, isProtected: users.isProtected })
    .from(users)
    .where(eq(users.id, options.userId))
    .limit(1);
  if (!user) throw new AppError("NOT_FOUND");
  // Only the protected account sends itself a link (decision 018): another administrator could otherwise reset its password.
  if (user.isProtected && options.audit.actor.id !== user.id) throw new AppError("FORBIDDEN", { message: "users.error.protectedReset" });
  if (!user.email) throw new AppError("VALIDATION", { message: "users.error.noEmail" });

  // The firm's name as the site shows it, including an admin's override.
  const t = await getTranslators(db);
  const token = generateToken();
  const link = (lang: "en" | "ar") => `${options.publicUrl}${localizePath("/reset-password", lang)}?token=${encodeURIComponent(token)}`;
  const mail = composePasswordResetMail({
    username: user.username,
    fullName: user.fullName,
    isProtected: user.isProtected,
    en: { t: t.en, link: link("en") },
    ar: { t: t.ar, link: link("ar") },
  });
  const to = user.email;

  // Link and e-mail together or not at all.
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      id: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    await enqueueMail(tx, { to, subject: mail.subject, text: mail.text, html: mail.html, reference: `${PASSWORD_RESET_MAIL_KIND}:${user.id}` });
    await recordAudit(tx, { ...options.audit, action: "user.password_reset", target: { type: "user", id: user.id }, now });
  });
  return { email: user.email };
}
