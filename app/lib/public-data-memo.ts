/**
 * What public pages read from the database and is the same for every visitor
 * (site texts, published posts), kept in memory until public content changes:
 * the server empties it whenever the page cache is emptied
 * (server/page-cache/content-version.ts). A failed read is not kept.
 */
export interface PublicDataMemo {
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createPublicDataMemo(): PublicDataMemo & { clear(): void } {
  const kept = new Map<string, Promise<unknown>>();
  return {
    memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      const found = kept.get(key);
      if (found) return found as Promise<T>;
      const loading = load();
      kept.set(key, loading);
      loading.catch(() => {
        if (kept.get(key) === loading) kept.delete(key);
      });
      return loading;
    },
    clear() {
      kept.clear();
    },
  };
}

/** For code run outside a server request (tests, scripts): reads every time. */
export const noPublicDataMemo: PublicDataMemo = { memo: (_key, load) => load() };
