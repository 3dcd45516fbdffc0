import "~/lib/zod-jitless";
import { z } from "zod";
import { keyFigureIds, serviceIds } from "~/features/home/home-content";
import { UPLOADED_IMAGE_PATH } from "~/lib/site-image-path";

/*
 * The Case studies tab's inputs (decision 048), shared by its forms and the
 * server: sectors, case studies, clients and the home figures' sources.
 * Every message is a catalog key, so errors reach the firm translated.
 */

export const SECTOR_NAME_MAX = 80;
export const ROLE_MAX = 120;
export const STORY_MAX = 1200;
export const CLIENT_NAME_MAX = 120;
export const SOURCE_MAX = 300;
export const SLUG_MAX = 80;
/** Short lists ordered by hand, so neither paged on the public side nor unbounded. */
export const SECTORS_MAX = 40;
export const CASE_STUDIES_MAX = 200;
export const CLIENTS_MAX = 100;
export const TIME_TO_HIRE_MAX_WEEKS = 104;

export const CASE_STUDY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const requiredText = (max: number) =>
  z.string({ error: "admin.form.error.required" }).trim().min(1, { error: "admin.form.error.required" }).max(max, { error: "admin.form.error.tooLong" });

const flag = z.boolean({ error: "admin.form.error.invalid" });
const position = (max: number) =>
  z.number({ error: "admin.form.error.invalid" }).int({ error: "admin.form.error.invalid" }).min(1, { error: "admin.form.error.invalid" }).max(max, { error: "admin.form.error.invalid" });

/** A change must change something. */
const notEmpty = <T extends z.ZodObject>(schema: T) =>
  schema.partial().refine((value) => Object.values(value).some((field) => field !== undefined), { error: "caseStudiesAdmin.error.nothingToUpdate", path: ["_"] });

// Sectors

const sectorFields = { nameEn: requiredText(SECTOR_NAME_MAX), nameAr: requiredText(SECTOR_NAME_MAX) };
export const sectorSchema = z.object(sectorFields);
export type SectorInput = z.input<typeof sectorSchema>;
export type SectorValues = z.output<typeof sectorSchema>;
export const sectorPatchSchema = notEmpty(z.object({ ...sectorFields, position: position(SECTORS_MAX) }));
export type SectorPatch = z.output<typeof sectorPatchSchema>;

// Case studies

export const caseStudyTextFields = ["roleEn", "roleAr", "challengeEn", "challengeAr", "approachEn", "approachAr", "outcomeEn", "outcomeAr"] as const;

const caseStudyFields = {
  slug: z
    .string({ error: "admin.form.error.required" })
    .trim()
    .min(1, { error: "admin.form.error.required" })
    .max(SLUG_MAX, { error: "admin.form.error.tooLong" })
    .regex(CASE_STUDY_SLUG_PATTERN, { error: "caseStudiesAdmin.error.slugFormat" }),
  roleEn: requiredText(ROLE_MAX),
  roleAr: requiredText(ROLE_MAX),
  sectorId: z.number({ error: "caseStudiesAdmin.error.sector" }).int({ error: "caseStudiesAdmin.error.sector" }).positive({ error: "caseStudiesAdmin.error.sector" }),
  service: z.enum(serviceIds, { error: "caseStudiesAdmin.error.service" }),
  challengeEn: requiredText(STORY_MAX),
  challengeAr: requiredText(STORY_MAX),
  approachEn: requiredText(STORY_MAX),
  approachAr: requiredText(STORY_MAX),
  outcomeEn: requiredText(STORY_MAX),
  outcomeAr: requiredText(STORY_MAX),
  timeToHireWeeks: z
    .number({ error: "caseStudiesAdmin.error.weeks" })
    .int({ error: "caseStudiesAdmin.error.weeks" })
    .min(1, { error: "caseStudiesAdmin.error.weeks" })
    .max(TIME_TO_HIRE_MAX_WEEKS, { error: "caseStudiesAdmin.error.weeks" })
    .nullable(),
  published: flag,
};

/** `POST /api/admin/case-studies` and the dashboard's case-study form. Not published unless asked. */
export const caseStudySchema = z.object({ ...caseStudyFields, timeToHireWeeks: caseStudyFields.timeToHireWeeks.default(null), published: flag.default(false) });
export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudyValues = z.output<typeof caseStudySchema>;
/** `PATCH /api/admin/case-studies/:id`: any field, and `position` (1-based) for the up and down actions. */
export const caseStudyPatchSchema = notEmpty(z.object({ ...caseStudyFields, position: position(CASE_STUDIES_MAX) }));
export type CaseStudyPatch = z.output<typeof caseStudyPatchSchema>;

// Clients

const clientFields = {
  nameEn: requiredText(CLIENT_NAME_MAX),
  nameAr: requiredText(CLIENT_NAME_MAX),
  /** An uploaded image (`/uploads/<id>`), or null for the name alone; an empty field is null. */
  logoUrl: z
    .string({ error: "caseStudiesAdmin.error.logo" })
    .trim()
    .nullable()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || UPLOADED_IMAGE_PATH.test(value), { error: "caseStudiesAdmin.error.logo" }),
  permissionGiven: flag,
};
export const clientSchema = z.object({ ...clientFields, logoUrl: clientFields.logoUrl.default(null), permissionGiven: flag.default(false) });
export type ClientInput = z.input<typeof clientSchema>;
export type ClientValues = z.output<typeof clientSchema>;
export const clientPatchSchema = notEmpty(z.object({ ...clientFields, position: position(CLIENTS_MAX) }));
export type ClientPatch = z.output<typeof clientPatchSchema>;

// The home page's figures

export const statisticIdSchema = z.enum(keyFigureIds, { error: "caseStudiesAdmin.error.notFound" });

/**
 * `PUT /api/admin/case-studies/statistics/:statistic`: the figure's source in
 * both languages, or both empty to take it off the home page. One language
 * alone is refused: a figure reads the same in both, so its source must too.
 */
export const statisticSourceSchema = z
  .object({
    sourceEn: z.string({ error: "admin.form.error.invalid" }).trim().max(SOURCE_MAX, { error: "admin.form.error.tooLong" }),
    sourceAr: z.string({ error: "admin.form.error.invalid" }).trim().max(SOURCE_MAX, { error: "admin.form.error.tooLong" }),
  })
  .superRefine((value, ctx) => {
    if (value.sourceEn && !value.sourceAr) ctx.addIssue({ code: "custom", path: ["sourceAr"], message: "caseStudiesAdmin.error.sourceBoth" });
    if (value.sourceAr && !value.sourceEn) ctx.addIssue({ code: "custom", path: ["sourceEn"], message: "caseStudiesAdmin.error.sourceBoth" });
  });
export type StatisticSourceInput = z.input<typeof statisticSourceSchema>;
export type StatisticSourceValues = z.output<typeof statisticSourceSchema>;
