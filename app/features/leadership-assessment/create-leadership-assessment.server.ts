import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DatabaseExecutor } from "#db/client";
import { leadershipAssessments, outgoingMail } from "#db/schema";
import { assessmentLead } from "~/features/lead-capture/assessment-lead";
import { leadAdminUrl } from "~/features/lead-capture/lead-link";
import { recordLead } from "~/features/lead-capture/record-lead.server";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { idempotencyKeyOf, storeOnce } from "~/features/security/idempotency.server";
import { hitRateLimit } from "~/features/security/rate-limit.server";
import { guardPublicForm } from "~/features/security/spam-guard.server";
import type { Lang } from "~/i18n/locales";
import { getTranslators } from "~/i18n/server-translator.server";
import type { Translate } from "~/i18n/translate";
import { AppError } from "~/lib/app-error";
import type { Config } from "~/lib/config.server";
import { composeLeadershipNotification, composeLeadershipResultsMail } from "./compose-leadership-mails";
import { leadershipSubmissionSchema, type LeadershipSubmission } from "./leadership-assessment.schema";
import type { LeadershipAssessmentSaved } from "./leadership-assessment-row";
import { LEADERSHIP_MAIL_KIND, LEADERSHIP_NOTIFICATION_KIND } from "./leadership-mail-kinds";
import { consultationUrl } from "./leadership-links";
import { scoreLeadershipAssessment } from "./scoring";

/** The spam guard's name for this form (rate-limit key and logs). */
export const LEADERSHIP_FORM = "leadership-assessment";

/** Results e-mails one address receives in a day; past that the results are stored and shown, and the PDF offered instead. */
export const RESULTS_MAILS_PER_ADDRESS_PER_DAY = 3;

/**
 * `POST /api/leadership-assessment`: rate limit and spam checks, validation,
 * the server's own scoring (a payload whose score or category differs is
 * refused), then the row, the firm's notification and the taker's results
 * e-mail in one transaction. The answer says whether that e-mail will really
 * go out (`resultsEmail`), so no screen promises one the server cannot send.
 * A retry with the same `idempotencyKey` gets the stored answer.
 */
export async function createLeadershipAssessment(
  deps: { db: Database; config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL" | "links" | "SMTP_HOST">; logger: Logger },
  request: { input: unknown; address: string; language: Lang; now?: Date },
): Promise<LeadershipAssessmentSaved> {
  const { db, config, logger } = deps;
  // The caller resolved the language once (requestLanguage reads the body's `language` too; decision 027).
  const language = request.language;
  // The firm's name and texts as the dashboard has them: the inbox reads English, the taker their language (read before the transaction: PGlite runs one at a time).
  const texts = await getTranslators(db);
  // A retry of a request already stored (or still being stored) gets the same answer, and no limit counts it again.
  const { stored: created, resent } = await storeOnce(db, idempotencyKeyOf(request.input), {
    find: findByKey,
    check: async (tx) => {
      await guardPublicForm({ db: tx, logger }, { form: LEADERSHIP_FORM, address: request.address, input: request.input, now: request.now });
      const submission = leadershipSubmissionSchema.parse(request.input);
      const result = scoreLeadershipAssessment(submission.answers);
      if (result.totalScore !== submission.totalScore || result.category !== submission.category) {
        logger.warn({ form: LEADERSHIP_FORM }, "leadership assessment refused: score does not match the answers");
        throw new AppError("VALIDATION", { message: "leadership.validation.scoreMismatch" });
      }
      // The results e-mail goes to an address the taker typed: a few copies a day per address, so the form cannot be used to flood someone's inbox.
      const mailResults = submission.email
        ? (
            await hitRateLimit(tx, {
              key: `leadership-results:to:${submission.email.trim().toLowerCase()}`,
              limit: RESULTS_MAILS_PER_ADDRESS_PER_DAY,
              windowMs: 24 * 60 * 60_000,
              now: request.now,
            })
          ).allowed
        : false;
      return { submission, result, mailResults };
    },
    store: (tx, checked) => storeAssessment(tx, config, { ...checked, language, texts, input: request.input, now: request.now }),
  });
  if (!resent) {
    logger.info({ assessmentId: created.id, category: created.category, language, notified: Boolean(config.NOTIFY_EMAIL) }, "leadership assessment stored");
  }
  return saved(db, config, created);
}

/** The assessment, its lead, the firm's notification and the taker's results e-mail, in the caller's transaction. */
async function storeAssessment(
  tx: DatabaseExecutor,
  config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL" | "links">,
  {
    submission,
    result,
    mailResults,
    language,
    texts,
    input,
    now,
  }: { submission: LeadershipSubmission; result: ReturnType<typeof scoreLeadershipAssessment>; mailResults: boolean; language: Lang; texts: Record<Lang, Translate>; input: unknown; now?: Date },
): Promise<AssessmentRow> {
  const [row] = await tx
    .insert(leadershipAssessments)
    .values({
      name: submission.name,
      email: submission.email,
      company: submission.company,
      phone: submission.phone,
      answers: submission.answers,
      totalScore: result.totalScore,
      category: result.category,
      language,
      idempotencyKey: submission.idempotencyKey ?? null,
      ...(now ? { createdAt: now } : {}),
    })
    .returning();
  // Every submission is a lead of a person, stored with it (decision 030).
  const { leadId } = await recordLead(tx, assessmentLead({ ...row, source: "leadership_assessment", language, input }));
  if (config.NOTIFY_EMAIL) {
    const mail = composeLeadershipNotification(
      submission,
      { id: row.id, result, language, createdAt: row.createdAt, adminUrl: `${config.PUBLIC_URL}/admin?tab=leadership`, leadUrl: leadAdminUrl(config.PUBLIC_URL, leadId) },
      { t: texts.en, lang: "en" },
    );
    await enqueueMail(tx, { to: config.NOTIFY_EMAIL, ...mail, reference: `${LEADERSHIP_NOTIFICATION_KIND}:${row.id}` });
  }
  if (submission.email && mailResults) {
    const mail = composeLeadershipResultsMail({
      t: texts[language],
      lang: language,
      name: submission.name,
      result,
      brand: texts[language]("brand.name"),
      ctaUrl: consultationUrl({ booking: config.links.booking, publicUrl: config.PUBLIC_URL, lang: language }),
    });
    // This reference's delivery marks the row's `sentEmail` (mark-leadership-results-delivered.server.ts).
    await enqueueMail(tx, { to: submission.email, ...mail, reference: `${LEADERSHIP_MAIL_KIND}:${row.id}` });
  }
  return row;
}

type AssessmentRow = typeof leadershipAssessments.$inferSelect;

async function findByKey(db: DatabaseExecutor, key: string): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(leadershipAssessments).where(eq(leadershipAssessments.idempotencyKey, key)).limit(1);
  return row;
}

/** The answer for a stored assessment, from what was stored: whether its results e-mail is in the outbox, and whether this server sends mail. */
async function saved(db: Database, config: Pick<Config, "SMTP_HOST">, row: AssessmentRow): Promise<LeadershipAssessmentSaved> {
  const [resultsMail] = row.email
    ? await db.select({ id: outgoingMail.id }).from(outgoingMail).where(eq(outgoingMail.reference, `${LEADERSHIP_MAIL_KIND}:${row.id}`)).limit(1)
    : [];
  return {
    assessment: {
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      totalScore: row.totalScore,
      category: row.category,
      sentEmail: row.sentEmail,
      createdAt: row.createdAt.toISOString(),
    },
    resultsEmail: !row.email ? "none" : !resultsMail ? "limited" : config.SMTP_HOST ? "queued" : "notConfigured",
  };
}
