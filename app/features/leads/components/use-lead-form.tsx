import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type Resolver } from "react-hook-form";
import { applyServerFieldErrors, failureText, fieldErrorText, focusFirstInvalid } from "~/components/forms/server-errors";
import { toast } from "~/components/ui/use-toast";
import { useSpamGuard } from "~/features/security/spam-guard-field";
import { createSubmissionKey } from "~/features/security/submission-key";
import { useI18n } from "~/i18n/i18n-provider";
import type { LeadPayload } from "../compose-lead-message";
import { submitLead } from "../submit-lead";
import type { LeadFormPageFields } from "./lead-form-hidden-fields";

/** Where a dialog keeps what was typed while its form is away (closed). */
export interface KeptEntries<I> {
  entries: I | undefined;
  save: (entries: I) => void;
}

/** What the inquiry and consultation forms take, in their dialog or on /contact?form=… (R: the form's refused post). */
export type DialogLeadFormProps<I, R> = {
  /** Whether the form is on screen (a dialog's form is not until it opens): the spam guard's clock. */
  shown?: boolean;
  onSent: () => void;
  /** Buttons beside "Submit" (the dialog's Cancel). */
  actions?: ReactNode;
  /** Where a dialog keeps what was typed while it is closed. */
  keep?: KeptEntries<I>;
  postResult?: R;
} & LeadFormPageFields;

/** A lead form's answer to a send without JavaScript (routes/contact.tsx). */
interface PostRefusal<I> {
  values: I;
  fieldErrors: Partial<Record<string, string>>;
  messageKey: string | null;
}

/**
 * What the three public lead forms (contact, inquiry, consultation) share:
 * the form state (react-hook-form, decision 026) seeded with the entries of a
 * refused send without JavaScript, whose reasons show beside the fields and
 * above them until the form is sent again; the spam guard's clock and
 * honeypot; one submission key across retries (a lead whose answer was lost
 * is stored once); `POST /api/contact` with the form's payload; the server's
 * field errors under the form's own fields, and the form's failure sentence
 * in a toast. A sent form is emptied and `onSent` says what happens next.
 */
export function useLeadForm<I extends FieldValues, V>({
  resolver,
  empty,
  start,
  keep,
  postResult,
  shown = true,
  payload,
  onSent,
  serverFields,
  mapField,
  failureKey,
}: {
  resolver: Resolver<I, unknown, V>;
  /** An empty form, as a sent one becomes. */
  empty: I;
  /** What a fresh form starts with, when not empty (a service already chosen). */
  start?: I;
  /**
   * Where the entries wait while the form is away (a dialog's form leaves
   * the page when the dialog closes): what was typed is there when it opens again.
   */
  keep?: KeptEntries<I>;
  postResult?: PostRefusal<I>;
  /** Whether the form is on screen (a dialog's form is not until it opens): the spam guard's clock. */
  shown?: boolean;
  payload: (values: V) => LeadPayload;
  onSent: () => void;
  /** The fields a server answer can point at, in the form's order. */
  serverFields: readonly Path<I>[];
  /** The form's field for an API field, when the names differ. */
  mapField?: (apiField: string) => Path<I> | null;
  /** The form's failure sentence (catalog key). */
  failureKey: string;
}) {
  const { t, lang, href } = useI18n();
  const guard = useSpamGuard(shown);
  const [submissionKey] = useState(createSubmissionKey);
  const [refusal, setRefusal] = useState(postResult);
  const initial = postResult?.values ?? keep?.entries ?? start ?? empty;
  const form = useForm<I, unknown, V>({
    resolver,
    defaultValues: initial as DefaultValues<I>,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const save = keep?.save;
  const { getValues } = form;
  useEffect(() => (save ? () => save(getValues()) : undefined), [save, getValues]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setRefusal(undefined);
      try {
        await submitLead(payload(values), await guard.fields(), lang, submissionKey);
        form.reset(empty);
        guard.restart();
        onSent();
      } catch (failure) {
        // Fields the server named say what to fix; the toast keeps the form's failure sentence then.
        const fieldsShown = applyServerFieldErrors(failure, form.setError, serverFields, { mapField });
        if (fieldsShown) focusFirstInvalid(formRef.current);
        toast({ title: t("leads.errorTitle"), description: fieldsShown ? t(failureKey) : failureText(failure, t(failureKey)), variant: "destructive" });
      }
    },
    () => {
      setRefusal(undefined);
      focusFirstInvalid(formRef.current);
    },
  );

  return {
    form,
    /** The `<form>`'s own attributes: without script it posts to /contact (routes/contact.tsx), with script the hook sends it. */
    formProps: { ref: formRef, method: "post", action: href("/contact"), noValidate: true, onSubmit } as const,
    /** An e-mail or phone field in an Arabic page: typed left to right, aligned to the end. */
    ltrField: lang === "ar" ? ({ dir: "ltr", className: "text-end" } as const) : {},
    /** What the markup starts with (a refused send's entries), written into it so a page without script shows them. */
    initial,
    honeypotRef: guard.honeypotRef,
    /** The text under a field: the browser's own check first, then the post's answer. */
    error: (name: Path<I>) => {
      const fromPost = refusal?.fieldErrors[name];
      return fieldErrorText(t, form.formState.errors[name] as FieldError | undefined) ?? (fromPost ? t(fromPost) : undefined);
    },
    /** The post's message for the whole form, if any. */
    message: refusal?.messageKey ? (
      <p role="alert" className="rounded-lg border border-danger-700/25 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
        {t(refusal.messageKey)}
      </p>
    ) : null,
  };
}
