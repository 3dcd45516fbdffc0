import "~/lib/zod-jitless";
import { z } from "zod";
import { leadStatuses } from "#db/schema";

/** `PATCH /api/admin/leads/{id}`: any of status, owner (an administrator's id, or null) and next follow-up (ISO time, or null). */
export const leadPatchSchema = z
  .object({
    status: z.enum(leadStatuses, { error: "admin.leads.error.status" }).optional(),
    ownerId: z.number({ error: "admin.leads.error.owner" }).int("admin.leads.error.owner").positive("admin.leads.error.owner").max(2_147_483_647, "admin.leads.error.owner").nullable().optional(),
    nextFollowUpAt: z.iso
      .datetime({ offset: true, error: "admin.leads.error.followUp" })
      .transform((value) => new Date(value))
      .nullable()
      .optional(),
  })
  .strict()
  .refine((patch) => patch.status !== undefined || patch.ownerId !== undefined || patch.nextFollowUpAt !== undefined, "admin.leads.error.nothingToUpdate");

export type LeadPatch = z.output<typeof leadPatchSchema>;

/** `POST /api/admin/leads/{id}/notes`. */
export const NOTE_MAX_LENGTH = 5_000;
export const leadNoteSchema = z.object({
  body: z
    .string({ error: "admin.leads.error.noteRequired" })
    .trim()
    .min(1, "admin.leads.error.noteRequired")
    .max(NOTE_MAX_LENGTH, "admin.leads.error.noteTooLong"),
});
