import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { knownDevices, users } from "#db/schema";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { formatRiyadhDateTime } from "~/i18n/format";
import { localizePath, type Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { describeUserAgent } from "./describe-user-agent";
import { composeNewDeviceMail } from "./new-device-mail";
import { generateToken, hashToken } from "./session-token.server";

/** The cookie that marks a browser (`__Host-device` over https, like the session's). */
export const DEVICE_COOKIE = "device";
/** As long as browsers keep a cookie (Chrome caps Max-Age at 400 days); renewed at every sign-in. */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 3_600_000;
export const NEW_DEVICE_MAIL_KIND = "new-device";

/** What a session's start knows about the browser it starts in. */
export interface SignInDevice {
  /** The browser's device cookie, when it has one. */
  token: string | undefined;
  /** The language of the page signed in from: the notice's language. */
  lang: Lang;
  /** The site's public address, for the link to the sessions list. */
  publicUrl: string;
}

/** A token this site could have made (32 random bytes, base64url); anything else is replaced by a new one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Called by `createSession` for every sign-in, whichever steps came before
 * it (decision 038): marks the browser as known to the account and, when it
 * was not, queues the new-device notice to the account's e-mail address —
 * unless this is the account's first sign-in (no browser known yet) or it has
 * no address. Once per browser: the notice goes with the row that makes the
 * browser known, and a second sign-in racing the first finds the row there.
 * Returns the device row for the session and the token for the cookie.
 */
export async function noteSignInDevice(
  db: Database,
  options: { userId: number; device: SignInDevice; userAgent?: string; address?: string; now: Date },
): Promise<{ id: number; token: string }> {
  const { userId, device, now } = options;
  const token = device.token && TOKEN_SHAPE.test(device.token) ? device.token : generateToken();
  const deviceHash = hashToken(token);

  const [seen] = await db
    .update(knownDevices)
    .set({ lastSeenAt: now })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .returning({ id: knownDevices.id });
  if (seen) return { id: seen.id, token };

  const [{ known }] = await db.select({ known: sql<number>`count(*)::int` }).from(knownDevices).where(eq(knownDevices.userId, userId));
  // Written before the transaction: it reads the firm's name (and the account) outside it.
  const mail = known > 0 ? await newDeviceMail(db, { userId, device, userAgent: options.userAgent, address: options.address, now }) : null;
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(knownDevices)
      .values({ userId, deviceHash, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoNothing({ target: [knownDevices.userId, knownDevices.deviceHash] })
      .returning({ id: knownDevices.id });
    if (inserted) {
      if (mail) await enqueueMail(tx, { ...mail, reference: `${NEW_DEVICE_MAIL_KIND}:${userId}` }, now);
      return { id: inserted.id, token };
    }
    // Another sign-in from this browser made it known a moment ago (and sent the notice, if any).
    const [other] = await tx
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
      .limit(1);
    return { id: other.id, token };
  });
}

/** The notice for the account's address, or null when it has none. */
async function newDeviceMail(
  db: Database,
  options: { userId: number; device: SignInDevice; userAgent?: string; address?: string; now: Date },
): Promise<{ to: string; subject: string; text: string; html: string } | null> {
  const [account] = await db.select({ username: users.username, fullName: users.fullName, email: users.email }).from(users).where(eq(users.id, options.userId)).limit(1);
  if (!account?.email) return null;
  const { lang, publicUrl } = options.device;
  // The firm's name as the site shows it, including an administrator's override.
  const t = await getTranslator(db, lang);
  const { browser, system } = describeUserAgent(options.userAgent);
  const mail = composeNewDeviceMail({
    t,
    lang,
    username: account.username,
    fullName: account.fullName,
    time: formatRiyadhDateTime(options.now, lang),
    browser,
    system,
    address: options.address ?? "—",
    link: `${publicUrl}${localizePath("/profile", lang)}#sessions`,
  });
  return { to: account.email, ...mail };
}
