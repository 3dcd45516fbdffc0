import { zodResolver } from "@hookform/resolvers/zod";
import { StickyNote } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { addLeadNote } from "../api/add-lead-note";
import { leadNoteSchema, NOTE_MAX_LENGTH } from "../lead-patch.schema";
import { Section } from "./lead-bits";

type NoteValues = z.input<typeof leadNoteSchema>;

/** A note on the lead's timeline, checked by the server's own schema; a refusal shows under the field. */
export function LeadNoteForm({ leadId, onSaved }: { leadId: number; onSaved: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<NoteValues, unknown, z.output<typeof leadNoteSchema>>({ resolver: zodResolver(leadNoteSchema), defaultValues: { body: "" } });
  const body = watch("body");

  const save = async ({ body }: z.output<typeof leadNoteSchema>) => {
    try {
      await addLeadNote(leadId, body);
      reset({ body: "" });
      toast({ title: t("leadPipelineAdmin.detail.noteSaved"), variant: "success" });
      onSaved();
    } catch (failure) {
      // The server's word on the note under it; any other failure there too, where the writer is looking.
      if (!applyServerFieldErrors(failure, setError, ["body"])) setError("body", { type: "server", message: failureText(failure, t("admin.form.tryAgain")) }, { shouldFocus: true });
    }
  };

  return (
    <Section title={t("leadPipelineAdmin.detail.note")}>
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
        {/* The section's heading says what the field is: its label is for screen readers only. */}
        <FormField id={`${id}-note`} label={t("leadPipelineAdmin.detail.note")} error={fieldErrorText(t, errors.body)} className="[&>label]:sr-only">
          {(field) => (
            <Textarea
              {...field}
              rows={3}
              // Empty, it follows the page (the placeholder reads in its language); typed text sets its own direction.
              dir={body ? "auto" : undefined}
              maxLength={NOTE_MAX_LENGTH}
              placeholder={t("leadPipelineAdmin.detail.notePlaceholder")}
              {...register("body")}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline" className="mt-3 max-sm:w-full" disabled={isSubmitting || body.trim() === ""}>
          <StickyNote aria-hidden className="size-4" />
          {t("leadPipelineAdmin.detail.addNote")}
        </Button>
      </form>
    </Section>
  );
}
