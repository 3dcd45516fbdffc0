import "~/lib/zod-jitless";
import type { z } from "zod";

/** The storage the kept progress lives in (the tab's sessionStorage; a stand-in in tests). */
export type ProgressStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface SavedProgress<T> {
  /** The storage key; it carries the stored shape's version, so a new shape gets a new key. */
  key: string;
  /** The progress a stored text describes, or null for nothing, corrupt JSON or anything the schema refuses. */
  parse(raw: string | null | undefined): T | null;
  /** The text to store, or null when there is nothing worth keeping. */
  serialize(progress: T): string | null;
  /** Reads the kept progress; an unreadable entry is removed so it is not read again. */
  load(storage?: ProgressStorage | null): T | null;
  /** Keeps the progress (or removes the entry when there is nothing worth keeping). */
  save(progress: T, storage?: ProgressStorage | null): void;
  clear(storage?: ProgressStorage | null): void;
}

/*
 * Storage can be missing or refuse (private modes, a full quota, a blocked
 * iframe): keeping progress is a convenience, so every failure is silent.
 */
function sessionStore(): ProgressStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * An unfinished assessment kept in the tab's sessionStorage under `key`, so a
 * reload (or a slip of the back button) does not lose the answers. What is
 * read back is checked by `schema` (shape, version and whether the page's own
 * moves could have reached it) and dropped rather than trusted when it does
 * not fit. `toStored` gives the value to write, or null for "nothing to keep"
 * (default: the progress itself).
 */
export function createSavedProgress<T>(key: string, schema: z.ZodType<T>, toStored: (progress: T) => unknown = (progress) => progress): SavedProgress<T> {
  const parse = (raw: string | null | undefined): T | null => {
    if (!raw) return null;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return null;
    }
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : null;
  };
  const serialize = (progress: T): string | null => {
    const stored = toStored(progress);
    return stored === null ? null : JSON.stringify(stored);
  };
  return {
    key,
    parse,
    serialize,
    load(storage = sessionStore()) {
      if (!storage) return null;
      try {
        const raw = storage.getItem(key);
        const progress = parse(raw);
        if (raw !== null && progress === null) storage.removeItem(key);
        return progress;
      } catch {
        return null;
      }
    },
    save(progress, storage = sessionStore()) {
      if (!storage) return;
      try {
        const text = serialize(progress);
        if (text === null) storage.removeItem(key);
        else storage.setItem(key, text);
      } catch {
        // Quota or privacy mode: the assessment works on without it.
      }
    },
    clear(storage = sessionStore()) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
