import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Translate } from "~/i18n/translate";
import { ApiError } from "~/lib/api-client";

/**
 * One kit for "a form talks to the API" (decision 026). The request layer sends
 * the page's language (`X-Language`) on every call, so what the server answers
 * is already in the page's language.
 */

/**
 * The text under a field. Rules in the shared zod schemas carry catalog keys;
 * errors put there from a server answer are already translated (type "server").
 */
export function fieldErrorText(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === "server" ? error.message : t(error.message);
}

export interface ServerFieldErrorOptions<T extends FieldValues> {
  /** The form's field for an API field, when the names differ (e.g. `message` → `needSummary`); null skips it. */
  mapField?: (apiField: string) => Path<T> | null;
  /** The field that shows a 409 answer's (translated) message, e.g. `username` for a name already taken. */
  conflict?: Path<T>;
}

/**
 * Puts the field errors of a server answer (a 400, or a 409 such as "username
 * taken") under the form's own fields, in the form's order, moving focus to the
 * first; a 409 without field errors shows its message under `conflict`. Returns
 * whether any field shows an error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: ServerFieldErrorOptions<T> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const { mapField, conflict } = options;
  const byField = new Map<Path<T>, string>();
  for (const [apiField, message] of Object.entries(error.fieldErrors ?? {})) {
    const field = mapField ? mapField(apiField) : (apiField as Path<T>);
    if (field && typeof message === "string" && message && !byField.has(field)) byField.set(field, message);
  }
  if (error.status === 409 && conflict && byField.size === 0 && error.serverMessage) byField.set(conflict, error.serverMessage);
  let shown = false;
  for (const field of fields) {
    const message = byField.get(field);
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/**
 * The words for a failed call: the server's own (translated) message when it
 * refused the request (any 4xx: a rate limit, a spam check, a taken username,
 * an expired session…), otherwise `fallback` (server errors, network failures).
 * Server internals are never shown.
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return fallback;
  return error.serverMessage ?? fallback;
}

/**
 * Moves focus to the form's first invalid field once React has marked it,
 * scrolled to the middle of the view: a plain focus() would leave it under
 * the fixed header.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: "center" });
  });
}
