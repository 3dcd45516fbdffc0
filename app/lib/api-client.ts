/**
 * The browser's request layer (spec: public-site.md §7): cookies on every
 * call, a cached CSRF token on mutating calls, and errors whose message is
 * `status: body`.
 */
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let csrfToken: string | null = null;
let csrfRequest: Promise<string | null> | null = null;

async function getCsrfToken(): Promise<string | null> {
  if (csrfToken) return csrfToken;
  csrfRequest ??= fetch("/api/csrf-token", { credentials: "include" })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      const body = (await res.json()) as { csrfToken?: string };
      csrfToken = body.csrfToken ?? null;
      return csrfToken;
    })
    .catch((error: unknown) => {
      // The spec: a failed token fetch is logged and the request goes on without it.
      console.error("Failed to fetch CSRF token", error);
      return null;
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

/** Fetches the CSRF token ahead of a request that cannot wait for it (one sent as the page closes). */
export async function prepareCsrfToken(): Promise<void> {
  await getCsrfToken();
}

/** Forget the token, e.g. after signing in or out (the token is bound to the session). */
export function resetCsrfToken(): void {
  csrfToken = null;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The `message` field of a JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  /** The `code` field of a JSON error body (`VALIDATION`, `TOO_FAST`, …), when there is one. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { code?: unknown };
      return typeof parsed.code === "string" ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }

  get fieldErrors(): Record<string, string> | undefined {
    try {
      const parsed = JSON.parse(this.body) as { errors?: Record<string, string> };
      return parsed.errors;
    } catch {
      return undefined;
    }
  }
}

/** The page's language, so that the server answers errors in it. */
export function languageHeaders(): Record<string, string> {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return lang ? { "X-Language": lang } : {};
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/**
 * Sends a mutating (or any) request; the caller reads the response it returns.
 * `keepalive` lets it outlive the page (a draft sent as the tab closes): the
 * CSRF token must then be at hand already (`prepareCsrfToken`).
 */
export async function apiRequest(method: Method, url: string, data?: unknown, options: { keepalive?: boolean } = {}): Promise<Response> {
  const send = async () => {
    const headers = languageHeaders();
    if (data !== undefined) headers["Content-Type"] = "application/json";
    if (method !== "GET") {
      const token = await getCsrfToken();
      if (token) {
        headers["CSRF-Token"] = token;
        headers["X-CSRF-Token"] = token;
      }
    }
    return fetch(url, {
      method,
      headers,
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: "include",
      keepalive: options.keepalive,
    });
  };
  let res = await send();
  if (res.status === 403 && method !== "GET" && csrfToken && (await isCsrfRejection(res.clone()))) {
    // The token was bound to a session that has since changed: fetch a fresh one once.
    resetCsrfToken();
    res = await send();
  }
  await throwIfNotOk(res);
  return res;
}

async function isCsrfRejection(res: Response): Promise<boolean> {
  try {
    return ((await res.json()) as { code?: string }).code === "CSRF_INVALID";
  } catch {
    return false;
  }
}

/** GETs JSON; with `on401: "returnNull"` a 401 gives null instead of an error. */
export async function getJson<T>(url: string, options: { on401?: "throw" | "returnNull" } = {}): Promise<T | null> {
  const res = await fetch(url, { credentials: "include", headers: languageHeaders() });
  if (options.on401 === "returnNull" && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}
