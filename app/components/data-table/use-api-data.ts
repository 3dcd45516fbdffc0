import { useCallback, useEffect, useState } from "react";
import { getJson } from "~/lib/api-client";

export interface ApiData<T> {
  data: T | null;
  error: unknown;
  /** True while a request is in flight (the previous data stays shown). */
  loading: boolean;
  reload: () => void;
}

/**
 * GETs `url` in the browser whenever it (or `version`) changes: the one way a
 * component reads from the API (lint refuses `getJson` in components). Answers
 * that arrive after a newer request started are dropped, so fast typing in a
 * search box never shows stale rows. No retries, no refetch on focus (spec §9).
 * With `on401: "returnNull"` a 401 reads as no data (null) instead of an error.
 */
export function useApiData<T>(url: string | null, version = "", options: { on401?: "throw" | "returnNull" } = {}): ApiData<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: url !== null });
  const [attempt, setAttempt] = useState(0);
  const on401 = options.on401 ?? "throw";

  useEffect(() => {
    if (url === null) return;
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    getJson<T>(url, { on401 }).then(
      (data) => {
        if (current) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (current) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => {
      current = false;
    };
  }, [url, version, attempt, on401]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
