import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Translate } from "~/i18n/translate";
import { ApiError } from "~/lib/api-client";

/** Schema errors are catalog keys; errors put there from a server answer are already translated. */
export function errorText(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === "server" ? error.message : t(error.message);
}

/**
 * The words for a failed call. Answers the dashboard expects (`known`: HTTP
 * status → catalog key) are said in the page's own language, since the shared
 * request layer does not tell the server which language the page is in;
 * other client errors carry the server's message; anything else `fallback`.
 */
export function failureMessage(t: Translate, failure: unknown, known: Partial<Record<number, string>>, fallback: string): string {
  if (!(failure instanceof ApiError)) return fallback;
  const key = known[failure.status];
  if (key) return t(key);
  return failure.status < 500 ? (failure.serverMessage ?? fallback) : fallback;
}

/**
 * Puts the field errors of a 400 answer beside the form's fields, and a 409
 * at `conflict.field`, focusing the first. Returns whether any field shows one.
 */
export function showFieldErrors<T extends FieldValues>(
  t: Translate,
  failure: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  conflict?: { field: Path<T>; key: string },
): boolean {
  if (!(failure instanceof ApiError)) return false;
  if (failure.status === 409 && conflict) {
    setError(conflict.field, { type: "server", message: t(conflict.key) }, { shouldFocus: true });
    return true;
  }
  if (failure.status !== 400) return false;
  let shown = false;
  for (const [field, message] of Object.entries(failure.fieldErrors ?? {})) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
