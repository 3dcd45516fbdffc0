import type { Database } from "#db/client";
import { sessions } from "#db/schema";
import { noteSignInDevice, type SignInDevice } from "./note-sign-in-device.server";
import { generateToken, hashToken } from "./session-token.server";

export interface SessionLimits {
  idleMinutes: number;
  maxAgeHours: number;
}

/**
 * Starts a new session (a fresh token on every sign-in) and returns the cookie
 * token. Every sign-in ends here, after whatever steps it took, so this is
 * where the browser is noted (`device`: the new-device notice, decision 038);
 * `deviceToken` is then the value for the browser's device cookie.
 */
export async function createSession(
  db: Database,
  options: {
    userId: number;
    userAgent?: string;
    /** The client's address as the rate limits see it (`clientAddress`). */
    address?: string;
    device?: SignInDevice;
    limits: SessionLimits;
    now?: Date;
  },
): Promise<{ token: string; expiresAt: Date; deviceToken: string | null }> {
  const now = options.now ?? new Date();
  const userAgent = options.userAgent?.slice(0, 300);
  const address = options.address?.slice(0, 100);
  const device = options.device ? await noteSignInDevice(db, { userId: options.userId, device: options.device, userAgent, address, now }) : null;
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + options.limits.maxAgeHours * 3_600_000);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: options.userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent ?? null,
    address: address ?? null,
    deviceId: device?.id ?? null,
  });
  return { token, expiresAt, deviceToken: device?.token ?? null };
}
