import { useState } from "react";
import type { FieldError } from "react-hook-form";
import { fieldErrorText } from "~/components/forms/server-errors";
import { useI18n } from "~/i18n/i18n-provider";

interface PostRefusal {
  fieldErrors: Partial<Record<string, string>>;
  messageKey: string | null;
}

/**
 * A lead form's answer to a send without JavaScript (routes/contact.tsx): its
 * field errors beside the fields and its message above them, shown until the
 * form is sent again. The three lead forms use it.
 */
export function usePostRefusal(postResult: PostRefusal | undefined) {
  const { t } = useI18n();
  const [refusal, setRefusal] = useState(postResult);
  return {
    /** The form is being sent again: the old answer goes. */
    clear: () => setRefusal(undefined),
    /** The text under a field: the browser's own check first, then the post's answer. */
    errorOf: (name: string, formError: FieldError | undefined) => {
      const fromPost = refusal?.fieldErrors[name];
      return fieldErrorText(t, formError) ?? (fromPost ? t(fromPost) : undefined);
    },
    message: refusal?.messageKey ? (
      <p role="alert" className="rounded-lg border border-danger-700/25 bg-danger-50 px-4 py-3 text-sm font-medium text-danger-700">
        {t(refusal.messageKey)}
      </p>
    ) : null,
  };
}
