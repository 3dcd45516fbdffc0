import "~/lib/zod-jitless";
import { z } from "zod";
import { asksChallenges, challengeIds, questionsFor, userRoles } from "./assessment-definition";
import { initialFlow, type FlowState } from "./assessment-flow";
import type { HrContactInput } from "./hr-assessment.schema";

/**
 * An unfinished assessment kept in the tab's sessionStorage, so a reload
 * (or a slip of the back button) does not lose the answers. The key carries
 * a version: a change to the stored shape gets a new key, and anything read
 * that does not fit today's questionnaire is dropped rather than trusted.
 */
export const SAVED_PROGRESS_KEY = "hr-assessment:progress:v1";

export interface SavedProgress {
  flow: FlowState;
  contact: HrContactInput;
}

/** Typed text is checked when it is sent; here only a bound on what is read back. */
const text = z.string().max(10_000);

const savedProgressSchema = z.object({
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

export function serializeProgress(progress: SavedProgress): string {
  const { step, role, index, answers, challenges } = progress.flow;
  const { name, email, company, phone, message } = progress.contact;
  return JSON.stringify({ v: 1, flow: { step, role, index, answers, challenges }, contact: { name, email, company, phone: phone ?? "", message: message ?? "" } });
}

/** The saved progress, or null when there is none or it is unreadable, outdated or inconsistent. */
export function parseProgress(raw: string | null): SavedProgress | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = savedProgressSchema.safeParse(json);
  if (!parsed.success) return null;
  const flow: FlowState = { ...initialFlow, ...parsed.data.flow };
  if (!isReachable(flow)) return null;
  return { flow, contact: parsed.data.contact };
}

/** sessionStorage may be missing or refuse access (privacy modes, a full quota); progress is then simply not kept. */
function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the saved progress; anything unusable is removed so it is not read again. */
export function loadProgress(): SavedProgress | null {
  const store = storage();
  if (!store) return null;
  try {
    const raw = store.getItem(SAVED_PROGRESS_KEY);
    const progress = parseProgress(raw);
    if (raw !== null && progress === null) store.removeItem(SAVED_PROGRESS_KEY);
    return progress;
  } catch {
    return null;
  }
}

export function saveProgress(progress: SavedProgress): void {
  try {
    storage()?.setItem(SAVED_PROGRESS_KEY, serializeProgress(progress));
  } catch {
    // Quota or privacy mode: the assessment still works, it just is not kept.
  }
}

export function clearProgress(): void {
  try {
    storage()?.removeItem(SAVED_PROGRESS_KEY);
  } catch {
    // Nothing to clear.
  }
}
