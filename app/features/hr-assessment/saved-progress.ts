import "~/lib/zod-jitless";
import { z } from "zod";
import { createSavedProgress } from "~/features/assessment-kit/saved-progress";
import { asksChallenges, challengeIds, questionsFor, userRoles } from "./definition";
import { initialFlow, type FlowState } from "./flow";
import type { HrContactInput } from "./hr-assessment.schema";

/**
 * An unfinished HR assessment kept in the tab's sessionStorage (the kit's
 * `createSavedProgress`). The key carries a version: a change to the stored
 * shape gets a new key, and anything read that does not fit today's
 * questionnaire is dropped rather than trusted.
 */
export const PROGRESS_KEY = "hr-assessment:progress:v1";

export interface Progress {
  flow: FlowState;
  contact: HrContactInput;
}

/** Typed text is checked when it is sent; here only a bound on what is read back. */
const text = z.string().max(10_000);

const storedSchema = z.object({
  v: z.literal(1),
  flow: z.object({
    step: z.enum(["intro", "roleSelection", "assessment", "challenges", "results", "contact"]),
    role: z.enum(userRoles).nullable(),
    index: z.number().int().min(0),
    answers: z.record(z.string().max(20), z.string().max(20)),
    challenges: z.array(z.enum(challengeIds)).max(challengeIds.length),
  }),
  contact: z.object({
    name: text,
    email: text,
    company: text,
    phone: text,
    message: text,
  }),
});

/** Whether the flow could have been reached by the page's own moves with today's questions. */
function isReachable(flow: FlowState): boolean {
  if (flow.role === null) return (flow.step === "intro" || flow.step === "roleSelection") && flow.index === 0 && Object.keys(flow.answers).length === 0 && flow.challenges.length === 0;
  const questions = questionsFor(flow.role);
  if (flow.step === "intro" || flow.step === "roleSelection") return false;
  if (flow.index >= questions.length) return false;
  if (!asksChallenges(flow.role) && flow.challenges.length > 0) return false;
  if (flow.step === "challenges" && !asksChallenges(flow.role)) return false;
  for (const [questionId, value] of Object.entries(flow.answers)) {
    const question = questions.find((q) => q.id === questionId);
    if (!question?.options.some((o) => o.value === value)) return false;
  }
  // Past the questions the index stays on the last one.
  if (flow.step !== "assessment" && flow.index !== questions.length - 1) return false;
  // Questions are answered in order: every one before the current is; past the questions, all are.
  const mustBeAnswered = flow.step === "assessment" ? questions.slice(0, flow.index) : questions;
  return mustBeAnswered.every((q) => flow.answers[q.id] !== undefined);
}

/**
 * What is worth keeping: nothing before the questions (choosing a role, even
 * the same one again, starts a fresh questionnaire), and nothing once the
 * request is sent.
 */
export function shouldSaveProgress(flow: FlowState, submitted: boolean): boolean {
  return !submitted && flow.role !== null && flow.step !== "intro" && flow.step !== "roleSelection";
}

/** What is read back: the stored shape, then only a flow today's questionnaire could have reached. */
const progressSchema = storedSchema
  .transform(({ flow, contact }): Progress => ({ flow: { ...initialFlow, ...flow }, contact }))
  .refine((progress) => isReachable(progress.flow), "unreachable flow");

const saved = createSavedProgress<Progress>(PROGRESS_KEY, progressSchema, ({ flow, contact }) => ({
  v: 1,
  flow: { step: flow.step, role: flow.role, index: flow.index, answers: flow.answers, challenges: flow.challenges },
  contact: { name: contact.name, email: contact.email, company: contact.company, phone: contact.phone ?? "", message: contact.message ?? "" },
}));

/** The text kept for the progress. */
export const serializeProgress = saved.serialize;
/** The saved progress, or null when there is none or it is unreadable, outdated or inconsistent. */
export const parseProgress = saved.parse;
/** Reads the saved progress; anything unusable is removed so it is not read again. */
export const loadProgress = saved.load;
export const saveProgress = saved.save;
export const clearProgress = saved.clear;
