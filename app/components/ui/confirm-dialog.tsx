import { AlertDialog } from "radix-ui";
import { useId, useRef, type ReactNode, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";

/**
 * What must be typed again before a confirmation counts, e.g. the e-mail
 * address a whole person is erased by. All texts come translated.
 */
export interface TypedConfirmation {
  /** The field's label ("Type the e-mail address to confirm"). */
  label: string;
  /** What has to be typed; shown on its own line under the title, isolated in `dir`. */
  expected: string;
  /** Shown under the field: the Yes button works once what is typed matches. */
  hint: string;
  /** How both sides are compared (e.g. trimmed, in lower case); exactly as typed by default. */
  normalize?: (value: string) => string;
  /** An address or a code is typed left to right, whatever the page's direction. */
  type?: "text" | "email";
  dir?: "ltr" | "rtl" | "auto";
}

const yesClass =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-danger-700 px-5 text-[0.95rem] font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:pointer-events-none disabled:opacity-60";

/**
 * A yes/no question before something that cannot be undone. Focus starts on
 * the safe answer (No); Escape answers No. With `typedConfirmation`, the
 * question also wants a text typed again: that text is shown on its own line
 * under the title (so an address is never split or reordered by a
 * right-to-left sentence around it), focus starts in the field, and Yes
 * stays disabled (Enter does nothing) until what is typed matches.
 * `failure` says, inside the dialog, why the last attempt failed.
 * `children`: a choice that goes with the answer (e.g. where a deleted
 * post's readers are sent), between the question and the buttons.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  noLabel,
  yesLabel,
  onConfirm,
  busy,
  typedConfirmation,
  failure,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  noLabel: string;
  yesLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  typedConfirmation?: TypedConfirmation;
  failure?: string;
  children?: ReactNode;
}) {
  const field = useRef<HTMLInputElement | null>(null);
  const cancel = (
    <AlertDialog.Cancel asChild>
      <Button type="button" variant="outline" disabled={busy}>
        {noLabel}
      </Button>
    </AlertDialog.Cancel>
  );
  const failureText = failure && (
    <p role="alert" className="text-sm text-danger-700">
      {failure}
    </p>
  );

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-ink-950/60 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0" />
        <AlertDialog.Content
          onOpenAutoFocus={
            typedConfirmation
              ? (event) => {
                  event.preventDefault();
                  field.current?.focus();
                }
              : undefined
          }
          className={cn(
            "fixed start-1/2 top-1/2 z-[71] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-y-1/2 overflow-y-auto rounded-xl border border-ink-100 bg-white p-6 shadow-2xl transition duration-200 ltr:-translate-x-1/2 rtl:translate-x-1/2 starting:opacity-0",
            typedConfirmation ? "max-w-lg" : "max-w-md",
          )}
        >
          <AlertDialog.Title className="text-lg font-bold break-words text-ink-900">
            {title}
            {typedConfirmation && (
              // A block of its own in the page's direction (aligned with the title); the inline <bdi> keeps the text's own order.
              // Not inline-block: that would change the dialog's accessible name (Chromium spaces such runs out).
              <span className="mt-2 block rounded-md border border-ink-100 bg-ink-50 px-3 py-1.5 text-base [overflow-wrap:anywhere]">
                <bdi dir={typedConfirmation.dir ?? "auto"}>{typedConfirmation.expected}</bdi>
              </span>
            )}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 space-y-3 text-[0.95rem] text-ink-700">{description}</div>
          </AlertDialog.Description>
          {typedConfirmation ? (
            <TypedConfirmationForm confirmation={typedConfirmation} field={field} onConfirm={onConfirm} busy={busy} cancel={cancel} yesLabel={yesLabel}>
              {failureText}
            </TypedConfirmationForm>
          ) : (
            <div className="mt-6 grid gap-4">
              {children}
              {failureText}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                {cancel}
                <button type="button" className={yesClass} disabled={busy} onClick={onConfirm}>
                  {yesLabel}
                </button>
              </div>
            </div>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The typed confirmation's form; it lives as long as the dialog is open, so
 * closing forgets what was typed. Yes is disabled until the text matches, so
 * Enter in the field submits nothing before then (a form whose default button
 * is disabled is not submitted implicitly).
 */
function TypedConfirmationForm({
  confirmation,
  field,
  onConfirm,
  busy,
  cancel,
  yesLabel,
  children,
}: {
  confirmation: TypedConfirmation;
  field: RefObject<HTMLInputElement | null>;
  onConfirm: () => void;
  busy?: boolean;
  cancel: ReactNode;
  yesLabel: string;
  children: ReactNode;
}) {
  const id = useId();
  const { label, expected, hint, normalize = (value: string) => value, type = "text", dir } = confirmation;
  const { register, handleSubmit, watch } = useForm<{ typed: string }>({ defaultValues: { typed: "" } });
  const matches = normalize(watch("typed")) === normalize(expected);
  const { ref, ...typed } = register("typed");

  return (
    <form noValidate onSubmit={handleSubmit(() => matches && !busy && onConfirm())} className="mt-5 grid gap-4">
      <FormField id={`${id}-typed`} label={label} hint={hint}>
        {(control) => (
          <Input
            {...control}
            {...typed}
            ref={(element) => {
              ref(element);
              field.current = element;
            }}
            type={type}
            dir={dir}
            autoComplete="off"
            spellCheck={false}
            className="text-start"
          />
        )}
      </FormField>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <button type="submit" className={yesClass} disabled={busy || !matches}>
          {yesLabel}
        </button>
      </div>
    </form>
  );
}
