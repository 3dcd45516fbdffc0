import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Translate } from "~/i18n/translate";
import { ApiError } from "~/lib/api-client";

/**
 * The text under a field. Rules in the shared zod schemas carry catalog
 * keys; errors the server sent back are already translated (type "server").
 */
export function fieldErrorText(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === "server" ? error.message : t(error.message);
}

/**
 * Puts the server's per-field messages under the form's fields. Returns
 * true when at least one landed on a field the form has.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const errors = error.fieldErrors ?? {};
  let applied = false;
  for (const field of fields) {
    const message = errors[field];
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** The server's message for a failed call, if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
