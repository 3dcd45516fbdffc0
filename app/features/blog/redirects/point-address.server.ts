import { and, eq, ne, or, sql } from "drizzle-orm";
import type { DatabaseExecutor } from "#db/client";
import { redirects } from "#db/schema";
import type { RedirectOrigin } from "#db/schema/enums";
import { AppError } from "~/lib/app-error";
import { keepTargetSuffix, targetAddress } from "./redirect-path";

export interface AddressWrite {
  /** The old address, as `checkSourcePath` gives it. */
  from: string;
  /** Where it sends visitors, as `checkTargetPath` gives it, or null: it answers "removed" (410). */
  to: string | null;
  origin: RedirectOrigin;
  actorId: number | null;
  now: Date;
  /** A redirect from `from` already there: replaced (a post's own write), or refused (a person adding one in the Redirects tab). */
  existing: "replace" | "refuse";
  /** The Redirects tab's edit of this row: it is not a step of its own chain, and keeps its id and counts. */
  replacing?: number;
  /** The request's field a refused target is reported under. */
  targetField: string;
}

export interface PointedAddress {
  id: number;
  from: string;
  to: string | null;
  /** Older redirects that led to `from` and now lead where it does. */
  repointed: number;
}

/**
 * Makes `from` answer a 301 to `to`, or a 410, and keeps every chain
 * collapsed (decision 043): a target that is itself an old address is
 * followed to where that one leads (a → b and b → c store a → c), and the
 * redirects that led to `from` now lead where it does. Since no stored target
 * is ever another row's source, one look-up each way is enough, and a redirect
 * that would lead back to its own address is refused as a loop. Run inside
 * the caller's transaction (the post's save or deletion, or the tab's change).
 */
export async function pointAddress(tx: DatabaseExecutor, write: AddressWrite): Promise<PointedAddress> {
  const { from, now } = write;
  const to = write.to === null ? null : await followTarget(tx, write);
  const [taken] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.fromPath, from), write.replacing === undefined ? undefined : ne(redirects.id, write.replacing)))
    .limit(1);
  if (taken && write.existing === "refuse") {
    throw new AppError("CONFLICT", { message: "redirectsAdmin.error.sourceTaken", fieldErrors: { fromPath: "redirectsAdmin.error.sourceTaken" } });
  }
  let id: number;
  if (write.replacing !== undefined) {
    const [row] = await tx.update(redirects).set({ fromPath: from, toPath: to, updatedAt: now }).where(eq(redirects.id, write.replacing)).returning({ id: redirects.id });
    if (!row) throw new AppError("NOT_FOUND", { message: "redirectsAdmin.error.notFound" });
    id = row.id;
  } else {
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: from, toPath: to, origin: write.origin, createdBy: write.actorId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: to, origin: write.origin, createdBy: write.actorId, updatedAt: now } })
      .returning({ id: redirects.id });
    id = row.id;
  }
  const repointed = await repointChainsTo(tx, { from, to, now, targetField: write.targetField });
  return { id, from, to, repointed };
}

/** `to`, or where it leads when it is itself an old address; refused when it leads back to `from` or to a removed page. */
async function followTarget(tx: DatabaseExecutor, write: AddressWrite): Promise<string> {
  const to = write.to!;
  const loop = () => new AppError("VALIDATION", { fieldErrors: { [write.targetField]: "redirectsAdmin.error.loop" } });
  const address = targetAddress(to);
  if (address === write.from) throw loop();
  const [next] = await tx
    .select({ toPath: redirects.toPath })
    .from(redirects)
    .where(and(eq(redirects.fromPath, address), write.replacing === undefined ? undefined : ne(redirects.id, write.replacing)))
    .limit(1);
  if (!next) return to;
  if (next.toPath === null) throw new AppError("VALIDATION", { fieldErrors: { [write.targetField]: "redirectsAdmin.error.targetGone" } });
  const followed = keepTargetSuffix(to, next.toPath);
  if (targetAddress(followed) === write.from) throw loop();
  return followed;
}

/** The redirects that led to `from` (its path, with or without a query or fragment) now lead where `from` does. */
async function repointChainsTo(tx: DatabaseExecutor, { from, to, now, targetField }: { from: string; to: string | null; now: Date; targetField: string }): Promise<number> {
  const leading = await tx
    .select({ id: redirects.id, fromPath: redirects.fromPath, toPath: redirects.toPath })
    .from(redirects)
    .where(
      and(
        ne(redirects.fromPath, from),
        or(
          eq(redirects.toPath, from),
          eq(redirects.toPath, `${from}/`),
          sql`starts_with(${redirects.toPath}, ${`${from}?`})`,
          sql`starts_with(${redirects.toPath}, ${`${from}#`})`,
        ),
      ),
    );
  for (const row of leading) {
    const next = to === null ? null : keepTargetSuffix(row.toPath!, to);
    if (next !== null && targetAddress(next) === row.fromPath) throw new AppError("VALIDATION", { fieldErrors: { [targetField]: "redirectsAdmin.error.loop" } });
    await tx.update(redirects).set({ toPath: next, updatedAt: now }).where(eq(redirects.id, row.id));
  }
  return leading.length;
}
