import type { FieldError, FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Translate } from "~/i18n/translate";

/** Errors from the schema are catalog keys; errors from the server are already translated. */
export function fieldErrorText(t: Translate, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return error.type === "server" ? error.message : t(error.message);
}

/**
 * Puts the server's field errors (a 400 answer) beside the form's fields.
 * `fieldOf` maps an API field to the form's field (e.g. `message` → `needSummary`).
 * Returns whether any was shown; focus them with `focusFirstInvalid`.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string>,
  fieldOf: (apiField: string) => Path<T> | null,
): boolean {
  let shown = false;
  for (const [apiField, message] of Object.entries(errors)) {
    const field = fieldOf(apiField);
    if (!field) continue;
    setError(field, { type: "server", message });
    shown = true;
  }
  return shown;
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
