import "~/lib/zod-jitless";
import { z } from "zod";
import { leadStatuses } from "#db/schema/enums";

/** `PATCH /api/admin/leads/{id}`: any of status, owner (an administrator's id, or null) and next follow-up (ISO time, or null); other fields are ignored. */
export const leadPatchSchema = z
  .object({
    status: z.enum(leadStatuses, { error: "leadPipelineAdmin.error.status" }).optional(),
    ownerId: z.number({ error: "leadPipelineAdmin.error.owner" }).int("leadPipelineAdmin.error.owner").positive("leadPipelineAdmin.error.owner").max(2_147_483_647, "leadPipelineAdmin.error.owner").nullable().optional(),
    nextFollowUpAt: z.iso
      .datetime({ offset: true, error: "leadPipelineAdmin.error.followUp" })
      .transform((value) => new Date(value))
      .nullable()
      .optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.ownerId !== undefined || patch.nextFollowUpAt !== undefined, "leadPipelineAdmin.error.nothingToUpdate");

export type LeadPatch = z.output<typeof leadPatchSchema>;

/** `POST /api/admin/leads/{id}/notes`. */
export const NOTE_MAX_LENGTH = 5_000;
export const leadNoteSchema = z.object({
  body: z
    .string({ error: "leadPipelineAdmin.error.noteRequired" })
    .trim()
    .min(1, "leadPipelineAdmin.error.noteRequired")
    .max(NOTE_MAX_LENGTH, "leadPipelineAdmin.error.noteTooLong"),
});
