import { ApiError, languageHeaders } from "~/lib/api-client";

/**
 * POSTs an image's bytes to `/api/admin/uploads`. The shared request layer
 * only sends JSON, so this follows its rules by hand: cookies, the page's
 * language (so a refusal comes back in it), a CSRF token in both headers,
 * one retry with a fresh token when the server says the
 * token is stale, and `ApiError` for a non-OK answer.
 */
export async function uploadImage(file: Blob): Promise<{ url: string }> {
  const send = async () => {
    const tokenResponse = await fetch("/api/csrf-token", { credentials: "include" });
    const token = tokenResponse.ok ? ((await tokenResponse.json()) as { csrfToken?: string }).csrfToken : undefined;
    return fetch("/api/admin/uploads", {
      method: "POST",
      credentials: "include",
      headers: { ...languageHeaders(), "Content-Type": file.type || "application/octet-stream", ...(token ? { "CSRF-Token": token, "X-CSRF-Token": token } : {}) },
      body: file,
    });
  };
  let res = await send();
  if (res.status === 403 && (await res.clone().text()).includes('"CSRF_INVALID"')) res = await send();
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await res.json()) as { url: string };
}
