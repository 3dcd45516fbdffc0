import type { Translate } from "~/i18n/translate";

/**
 * Spec §7, Create User failure: the body is read as text; an HTML page
 * (a proxy's or server's error page) gives a generic server-error text,
 * otherwise the JSON `message`, otherwise "Error creating user".
 */
export function createUserErrorMessage(body: string, t: Translate): string {
  const text = body.trim();
  if (/^<(!doctype|html|head|body)\b/i.test(text) || /<\/(html|body)>/i.test(text)) return t("users.createError.html");
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message.trim() !== "") return parsed.message;
  } catch {
    // Not JSON: fall through to the default text.
  }
  return t("users.createError.fallback");
}
