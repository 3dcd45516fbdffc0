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
 * GETs `url` in the browser whenever it (or `version`) changes. Answers that
 * arrive after a newer request started are dropped, so fast typing in a
 * search box never shows stale rows. No retries, no refetch on focus (spec §9).
 */
export function useApiData<T>(url: string | null, version = ""): ApiData<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: url !== null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (url === null) return;
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    getJson<T>(url).then(
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
  }, [url, version, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
