import argon2 from "argon2";

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A real argon2id hash (same parameters) of a random password nobody knows.
 * Checking a password against it when the account does not exist makes an
 * unknown username cost the same time as a wrong password.
 */
const DUMMY_HASH = "$argon2id$v=19$m=19456,p=1,t=2$TBtR+qV+gkB6D52pbDuT1A$pVmFxx5hAX5qwWZ8XxUaynYGmwUoJznlDhaPpTVJA+Y";

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Spends the time of one verification and always answers false. */
export async function verifyAgainstDummyHash(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
