import type { Logger } from "pino";
import type { Database } from "#db/client";
import { renderReportPdfInWorker } from "~/features/assessment-report/render-report-pdf-in-worker.server";
import type { ReportContact, ReportContactPartners } from "~/features/assessment-report/report-document";
import { hitRateLimit } from "~/features/security/rate-limit.server";
import { localizePath, type Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { AppError } from "~/lib/app-error";
import type { Config } from "~/lib/config.server";
import { asksChallenges, questionsFor } from "./definition";
import { buildHrReport } from "./build-hr-report";
import { findHrBenchmark } from "./find-hr-benchmark.server";
import { hrReportRequestSchema } from "./hr-assessment.schema";
import { isComplete, scoreAssessment } from "./scoring";

/** PDFs per address in ten minutes: far above what one person downloads, low enough that rendering cannot load the server. */
export const HR_REPORT_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

/**
 * `POST /api/hr-assessment/report`: the results PDF, from the role and the
 * answers alone (the server scores them again), in the requested language,
 * with the comparison to stored submissions (from 20), the firm's contact
 * details and, when the caller passes one, the partner to talk to.
 */
export async function createHrReport(
  deps: { db: Database; config: Pick<Config, "PUBLIC_URL" | "links">; logger: Logger },
  request: {
    input: unknown;
    address: string;
    language: Lang;
    now?: Date;
    /** The firm's contact e-mail and phone as the dashboard has them (null when not filled in). */
    contact?: ReportContact;
    /** The partner the PDF names with the contact details, per language (the team pages' `findContactPartner()`); none: the details alone. */
    contactPartner?: ReportContactPartners | null;
  },
): Promise<Buffer> {
  const limit = await hitRateLimit(deps.db, { key: `report:hr-assessment:${request.address}`, ...HR_REPORT_RATE_LIMIT, now: request.now });
  if (!limit.allowed) {
    deps.logger.warn({ count: limit.count }, "hr report rate limit reached");
    throw new AppError("RATE_LIMITED", { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const input = hrReportRequestSchema.parse(request.input);
  const known = new Set(questionsFor(input.userRole).map((q) => q.id));
  if (!isComplete(input.userRole, input.answers) || Object.keys(input.answers).some((id) => !known.has(id))) {
    throw new AppError("VALIDATION", { fieldErrors: { answers: "hr.validation.answers" } });
  }
  // The caller resolved the language once (requestLanguage reads the body's `language` too; decision 027).
  const lang = request.language;
  const contactUrl = deps.config.links.booking ?? `${deps.config.PUBLIC_URL.replace(/\/+$/, "")}${localizePath("/contact", lang)}`;
  const result = scoreAssessment(input.userRole, input.answers);
  const document = buildHrReport({
    // The firm's name and texts as the dashboard has them.
    t: await getTranslator(deps.db, lang),
    lang,
    result,
    answers: input.answers,
    challenges: asksChallenges(input.userRole) ? (input.challenges ?? []) : null,
    name: input.name,
    company: input.company,
    date: request.now ?? new Date(),
    contactUrl,
    benchmark: await findHrBenchmark(deps.db, { role: input.userRole, score: result.overallScore }),
    contact: request.contact,
    partner: request.contactPartner?.[lang] ?? null,
  });
  return renderReportPdfInWorker(document);
}
