import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { FormFooter } from "~/components/forms/form-footer";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { changesRequestSchema, rejectionSchema, REVIEW_COMMENT_MAX, type ReviewCommentInput } from "../../review-decision.schema";

/** Which decision the dialog asks about: a rejection (the comment optional) or a request for changes (the comment required). */
export type CommentedDecision = "reject" | "request_changes";

/**
 * A reviewer's decision that is told to the author (decision 042): the
 * question, a comment to the author (mailed in the language they wrote from
 * and shown on their profile), Cancel and the action. `onConfirm` sends it;
 * the dialog closes when it is done, and a refused comment is said under it.
 */
export function ReviewDecisionDialog({
  decision,
  title,
  onConfirm,
  onClose,
}: {
  /** Null: closed. */
  decision: CommentedDecision | null;
  /** The article's title in the dashboard's language. */
  title: string;
  onConfirm: (comment: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const kind = decision === "request_changes" ? "changes" : "reject";
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onClose()}>
      {decision !== null && (
        <DialogContent title={t(`blogAdmin.reviewDecision.${kind}.title`, { title })} description={t(`blogAdmin.reviewDecision.${kind}.description`)}>
          <CommentForm decision={decision} onConfirm={onConfirm} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function CommentForm({ decision, onConfirm, onClose }: { decision: CommentedDecision; onConfirm: (comment: string) => Promise<void>; onClose: () => void }) {
  const { t } = useI18n();
  const kind = decision === "request_changes" ? "changes" : "reject";
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewCommentInput>({
    // Both schemas read `{ comment }`; only a request for changes requires it.
    resolver: zodResolver((decision === "request_changes" ? changesRequestSchema : rejectionSchema) as typeof changesRequestSchema),
    defaultValues: { comment: "" },
  });
  const comment = useWatch({ control, name: "comment" }) ?? "";
  const submit = handleSubmit(async (values) => {
    try {
      await onConfirm(values.comment ?? "");
      onClose();
    } catch (failure) {
      if (!applyServerFieldErrors(failure, setError, ["comment"])) {
        toast({ title: t("blogAdmin.pending.reviewFailed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField
        id="review-decision-comment"
        label={t("blogAdmin.reviewDecision.comment")}
        required={decision === "request_changes"}
        optional={decision === "reject"}
        hint={t("blogAdmin.reviewDecision.commentHint")}
        error={fieldErrorText(t, errors.comment)}
        count={{ length: comment.length, max: REVIEW_COMMENT_MAX }}
      >
        {(field) => <Textarea {...field} dir="auto" rows={6} autoFocus {...register("comment")} />}
      </FormField>
      <FormFooter
        layout="inline"
        onCancel={onClose}
        busy={isSubmitting}
        submitLabel={t(`blogAdmin.reviewDecision.${kind}.submit`)}
        busyLabel={t("blogAdmin.reviewDecision.sending")}
      />
    </form>
  );
}
