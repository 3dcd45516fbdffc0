import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DatabaseExecutor } from "#db/client";
import { hrAssessments } from "#db/schema";
import { assessmentLead } from "~/features/lead-capture/assessment-lead";
import { leadAdminUrl } from "~/features/lead-capture/lead-link";
import { recordLead } from "~/features/lead-capture/record-lead.server";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { idempotencyKeyOf, storeOnce } from "~/features/security/idempotency.server";
import { guardPublicForm } from "~/features/security/spam-guard.server";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import type { Translate } from "~/i18n/translate";
import { AppError } from "~/lib/app-error";
import type { Config } from "~/lib/config.server";
import { asksChallenges, questionsFor } from "./definition";
import { composeHrAssessmentNotification } from "./compose-hr-notification";
import { hrAssessmentSubmissionSchema } from "./hr-assessment.schema";
import { isComplete, scoreAssessment, scoresMatch } from "./scoring";

export interface CreatedHrAssessment {
  id: number;
  createdAt: Date;
}

/** Catalog key of the answer to scores that the answers do not give. */
export const SCORE_MISMATCH_MESSAGE_KEY = "hr.error.scoreMismatch";

/**
 * `POST /api/hr-assessment`: rate limit and spam checks, validation, then
 * the scores are recomputed from the answers and must be the ones sent;
 * the submission and the firm's notification e-mail are stored in one
 * transaction before the visitor gets an answer.
 */
export async function createHrAssessmentSubmission(
  deps: { db: Database; config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL">; logger: Logger },
  request: { input: unknown; address: string; language: Lang; now?: Date },
): Promise<CreatedHrAssessment> {
  const { db, config, logger } = deps;
  // The caller resolved the language once (requestLanguage reads the body's `language` too; decision 027).
  const language = request.language;
  // The firm's inbox reads English, in the words (and firm name) the dashboard has (read before the transaction: PGlite runs one at a time).
  const inbox = { t: await getTranslator(db, "en"), lang: "en" as const };
  // A retry of a request already stored (or still being stored) gets the same answer, and no limit counts it again.
  const { stored: created, resent } = await storeOnce(db, idempotencyKeyOf(request.input), {
    find: findByKey,
    check: async (tx) => {
      await guardPublicForm({ db: tx, logger }, { form: "hr-assessment", address: request.address, input: request.input, now: request.now });
      return checkSubmission(request.input, logger);
    },
    store: (tx, checked) => storeSubmission(tx, config, { ...checked, language, inbox, input: request.input, now: request.now }),
  });
  if (!resent) logger.info({ assessmentId: created.id, language, notified: Boolean(config.NOTIFY_EMAIL) }, "hr assessment stored");
  return created;
}

/** Validation beyond the schema: complete answers of the role's questions, challenges only where asked, and the scores recomputed. */
function checkSubmission(input: unknown, logger: Logger) {
  const submission = hrAssessmentSubmissionSchema.parse(input);
  const known = new Set(questionsFor(submission.userRole).map((q) => q.id));
  if (!isComplete(submission.userRole, submission.answers) || Object.keys(submission.answers).some((id) => !known.has(id))) {
    throw new AppError("VALIDATION", { fieldErrors: { answers: "hr.validation.answers" } });
  }
  const challenges = asksChallenges(submission.userRole) ? (submission.challenges ?? []) : null;
  if (challenges === null && submission.challenges?.length) {
    throw new AppError("VALIDATION", { fieldErrors: { challenges: "hr.validation.challenges" } });
  }
  const result = scoreAssessment(submission.userRole, submission.answers);
  if (!scoresMatch(result, { scores: submission.scores, overallScore: submission.overallScore })) {
    logger.warn({ form: "hr-assessment", role: submission.userRole }, "hr assessment refused: scores do not match the answers");
    throw new AppError("VALIDATION", { message: SCORE_MISMATCH_MESSAGE_KEY });
  }
  return { submission, challenges, result };
}

/** The submission, its lead and the firm's notification, in the caller's transaction. */
async function storeSubmission(
  tx: DatabaseExecutor,
  config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL">,
  { submission, challenges, result, language, inbox, input, now }: ReturnType<typeof checkSubmission> & { language: Lang; inbox: { t: Translate; lang: Lang }; input: unknown; now?: Date },
): Promise<CreatedHrAssessment> {
  const [row] = await tx
    .insert(hrAssessments)
    .values({
      company: submission.company,
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      message: submission.message,
      userRole: submission.userRole,
      // The server's own numbers, in the spec's shape.
      scores: result.scores,
      overallScore: result.overallScore,
      challenges,
      answers: submission.answers,
      language,
      idempotencyKey: submission.idempotencyKey ?? null,
      ...(now ? { createdAt: now } : {}),
    })
    .returning({ id: hrAssessments.id, createdAt: hrAssessments.createdAt });
  // Every submission is a lead of a person, stored with it (decision 030).
  const { leadId } = await recordLead(tx, assessmentLead({ ...submission, ...row, source: "hr_assessment", language, input }));
  if (config.NOTIFY_EMAIL) {
    const mail = composeHrAssessmentNotification(
      { ...submission, challenges },
      result,
      { id: row.id, language, createdAt: row.createdAt, adminUrl: `${config.PUBLIC_URL}/admin?tab=hr`, leadUrl: leadAdminUrl(config.PUBLIC_URL, leadId) },
      inbox,
    );
    await enqueueMail(tx, { to: config.NOTIFY_EMAIL, subject: mail.subject, text: mail.text, reference: `hr-assessment:${row.id}` });
  }
  return row;
}

async function findByKey(db: DatabaseExecutor, key: string): Promise<CreatedHrAssessment | undefined> {
  const [row] = await db
    .select({ id: hrAssessments.id, createdAt: hrAssessments.createdAt })
    .from(hrAssessments)
    .where(eq(hrAssessments.idempotencyKey, key))
    .limit(1);
  return row;
}
