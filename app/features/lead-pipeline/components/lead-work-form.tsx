import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Save } from "lucide-react";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { formatSortableDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { atRiyadhHour } from "~/lib/riyadh-time";
import { updateLead } from "../api/update-lead";
import { leadPatchSchema } from "../lead-patch.schema";
import type { LeadRow } from "../lead-row";
import { Section, StatusOptions, type LeadOwner } from "./lead-bits";

/** The form holds the patch as the server takes it, all three fields; only those changed are sent. */
type WorkValues = z.input<typeof leadPatchSchema>;
const workFields = ["status", "ownerId", "nextFollowUpAt"] as const;

/** The follow-up is a day in Riyadh; it is stored as 09:00 Riyadh time that day (decision 030, UI). */
function followUpDay(value: string | null): string {
  return value ? formatSortableDateTime(value).slice(0, 10) : "";
}
function followUpTime(day: string): string | null {
  return day ? atRiyadhHour(day, 9).toISOString() : null;
}

/** The lead's status, owner and next follow-up, saved together (one PATCH with what changed), checked by the server's own schema. */
export function LeadWorkForm({ lead, owners, onSaved }: { lead: LeadRow; owners: LeadOwner[]; onSaved: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty, dirtyFields },
  } = useForm<WorkValues, unknown, WorkValues>({
    // raw: the form keeps the patch's input (an ISO time), which is what the request sends.
    resolver: zodResolver(leadPatchSchema, undefined, { raw: true }),
    defaultValues: { status: lead.status, ownerId: lead.ownerId, nextFollowUpAt: lead.nextFollowUpAt },
  });

  const save = async (values: WorkValues) => {
    const patch = Object.fromEntries(workFields.filter((name) => dirtyFields[name]).map((name) => [name, values[name]]));
    try {
      await updateLead(lead.id, patch);
      toast({ title: t("leadPipelineAdmin.detail.saved"), variant: "success" });
      onSaved();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, workFields)) return;
      toast({ title: t("leadPipelineAdmin.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    }
  };

  const knownOwner = lead.ownerId === null || owners.some((owner) => owner.id === lead.ownerId);
  return (
    <Section title={t("leadPipelineAdmin.detail.work")}>
      <form noValidate className="grid gap-4 sm:grid-cols-3" onSubmit={(event) => void handleSubmit(save)(event)}>
        <FormField id={`${id}-status`} label={t("leadPipelineAdmin.detail.status")} error={fieldErrorText(t, errors.status)}>
          {(field) => (
            <Select {...field} {...register("status")}>
              <StatusOptions />
            </Select>
          )}
        </FormField>
        <FormField id={`${id}-owner`} label={t("leadPipelineAdmin.detail.owner")} error={fieldErrorText(t, errors.ownerId)}>
          {(field) => (
            <Controller
              control={control}
              name="ownerId"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Select {...field} ref={ref} value={value == null ? "" : String(value)} onBlur={onBlur} onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}>
                  <option value="">{t("leadPipelineAdmin.unassigned")}</option>
                  {!knownOwner && <option value={String(lead.ownerId)}>#{lead.ownerId}</option>}
                  {owners.map((owner) => (
                    <option key={owner.id} value={String(owner.id)}>
                      {owner.name}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </FormField>
        <FormField id={`${id}-follow-up`} label={t("leadPipelineAdmin.detail.followUp")} error={fieldErrorText(t, errors.nextFollowUpAt)}>
          {(field) => (
            <Controller
              control={control}
              name="nextFollowUpAt"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Input
                  {...field}
                  ref={ref}
                  type="date"
                  value={followUpDay(value ?? null)}
                  onBlur={onBlur}
                  // Back on the lead's own day is its stored time again, so the form is not changed.
                  onChange={(event) => onChange(event.target.value === followUpDay(lead.nextFollowUpAt) ? lead.nextFollowUpAt : followUpTime(event.target.value))}
                />
              )}
            />
          )}
        </FormField>
        <div className="sm:col-span-3">
          <Button type="submit" variant="secondary" className="max-sm:w-full" disabled={!isDirty || isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Save aria-hidden className="size-4" />}
            {isSubmitting ? t("leadPipelineAdmin.detail.saving") : t("leadPipelineAdmin.detail.save")}
          </Button>
        </div>
      </form>
    </Section>
  );
}
