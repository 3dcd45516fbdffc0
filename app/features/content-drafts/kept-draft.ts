import type { ContentItemKind, DraftValues } from "./content-draft";

/**
 * A draft the server refused because the session had ended (401), kept in
 * this browser's localStorage under the account and the item until the
 * editor is opened again after signing in, which sends it to the server.
 * Keyed by account, so another account signing in here never gets it.
 */
export interface KeptDraft {
  values: DraftValues;
  savedAt: string;
}

const keyOf = (userId: number, kind: ContentItemKind, itemId: string) => `content-draft:${userId}:${kind}:${itemId}`;

export function readKeptDraft(userId: number, kind: ContentItemKind, itemId: string): KeptDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId, kind, itemId));
    const kept = raw ? (JSON.parse(raw) as Partial<KeptDraft>) : null;
    return kept && typeof kept.savedAt === "string" && kept.values && typeof kept.values === "object" ? (kept as KeptDraft) : null;
  } catch {
    return null;
  }
}

export function keepDraft(userId: number, kind: ContentItemKind, itemId: string, kept: KeptDraft): void {
  try {
    window.localStorage.setItem(keyOf(userId, kind, itemId), JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the status line still says the session ended.
  }
}

export function forgetKeptDraft(userId: number, kind: ContentItemKind, itemId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId, kind, itemId));
  } catch {
    // Nothing to forget where storage is refused.
  }
}
