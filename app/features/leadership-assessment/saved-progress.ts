import "~/lib/zod-jitless";
import { z } from "zod";
import { createSavedProgress } from "~/features/assessment-kit/saved-progress";
import { LEAD_LIMITS } from "~/components/forms/contact-fields";
import type { LeadershipDetailsInput } from "./leadership-assessment.schema";
import { LEADERSHIP_QUESTION_IDS, type LeadershipAnswerValue } from "./definition";
import { isComplete, isLeadershipAnswerValue, type LeadershipAnswers } from "./scoring";

/**
 * An unfinished leadership assessment, kept in sessionStorage so that a
 * reload (or a tap on a link and Back) does not throw the answers away. Only
 * the questions and the "Almost Done!" form are kept: once the results are
 * shown and saved the entry is removed, and until the save has answered the
 * entry still points at the form, so a reload offers the submit again.
 *
 * The version is part of the key and of the value: a change of shape gets a
 * new number, and whatever an older page left behind is ignored and removed.
 */
const PROGRESS_VERSION = 1;
export const PROGRESS_KEY = `leadership-assessment:progress:v${PROGRESS_VERSION}`;

export interface Progress {
  step: "questions" | "details";
  /** The question on screen, 0-based. */
  index: number;
  answers: LeadershipAnswers;
  /** What was typed in "Almost Done!" so far, if the form was reached. */
  details: LeadershipDetailsInput | null;
}

const answerValue = z.custom<LeadershipAnswerValue>(isLeadershipAnswerValue);

const answersSchema = z
  .record(z.string(), answerValue)
  .refine((answers) => Object.keys(answers).every((id) => LEADERSHIP_QUESTION_IDS.some((known) => String(known) === id)), "unknown question")
  .transform((answers) => {
    const out: LeadershipAnswers = {};
    for (const id of LEADERSHIP_QUESTION_IDS) if (answers[String(id)] !== undefined) out[id] = answers[String(id)];
    return out;
  });

/** Drafts need not be valid yet (an empty name is fine); they only have to be text of a sane length. */
const draftText = (max: number) => z.string().max(max);
const detailsSchema = z.object({
  name: draftText(LEAD_LIMITS.nameMax),
  email: draftText(LEAD_LIMITS.emailMax),
  company: draftText(LEAD_LIMITS.companyMax),
  phone: draftText(LEAD_LIMITS.phoneMax),
});

const progressSchema = z
  .object({
    version: z.literal(PROGRESS_VERSION),
    step: z.enum(["questions", "details"]),
    index: z
      .number()
      .int()
      .min(0)
      .max(LEADERSHIP_QUESTION_IDS.length - 1),
    answers: answersSchema,
    details: detailsSchema.nullable(),
  })
  // The page only moves on from an answered question, and only reaches the form with all ten.
  .refine((p) => LEADERSHIP_QUESTION_IDS.slice(0, p.index).every((id) => p.answers[id] !== undefined), "unanswered earlier question")
  .refine((p) => p.step !== "details" || isComplete(p.answers), "form without every answer")
  .transform(({ step, index, answers, details }): Progress => ({ step, index, answers, details }));

const saved = createSavedProgress<Progress>(PROGRESS_KEY, progressSchema, (progress) =>
  // Nothing to keep before the first answer.
  progress.step === "questions" && Object.keys(progress.answers).length === 0 && progress.index === 0 ? null : { version: PROGRESS_VERSION, ...progress },
);

/** The stored text of a state worth keeping, or null when there is nothing to keep (no answer yet). */
export const serializeProgress = saved.serialize;
/** The state a stored text describes, or null for nothing, corrupt JSON, another version or an impossible state. */
export const parseProgress = saved.parse;
/** Reads the kept state; an unreadable entry is removed on the way. */
export const loadProgress = saved.load;
export const saveProgress = saved.save;
export const clearProgress = saved.clear;
