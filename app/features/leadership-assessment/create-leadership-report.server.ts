import type { Logger } from "pino";
import type { Database } from "#db/client";
import { renderReportPdfInWorker } from "~/features/assessment-report/render-report-pdf-in-worker.server";
import type { ReportContact, ReportContactPartners } from "~/features/assessment-report/report-document";
import { hitRateLimit } from "~/features/security/rate-limit.server";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { AppError } from "~/lib/app-error";
import type { Config } from "~/lib/config.server";
import { buildLeadershipReport } from "./build-leadership-report";
import { leadershipReportRequestSchema } from "./leadership-assessment.schema";
import { consultationUrl } from "./leadership-links";

import { scoreLeadershipAssessment } from "./scoring";

/** PDFs per address in ten minutes: far above what one person downloads, low enough that rendering cannot be used to load the server. */
export const LEADERSHIP_REPORT_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

/**
 * `POST /api/leadership-assessment/report`: the results PDF, from the answers
 * alone (the server scores them again), in the requested language.
 */
export async function createLeadershipReport(
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
  const limit = await hitRateLimit(deps.db, { key: `report:leadership-assessment:${request.address}`, ...LEADERSHIP_REPORT_RATE_LIMIT, now: request.now });
  if (!limit.allowed) {
    deps.logger.warn({ count: limit.count }, "leadership report rate limit reached");
    throw new AppError("RATE_LIMITED", { retryAfterSeconds: limit.retryAfterSeconds });
  }
  const input = leadershipReportRequestSchema.parse(request.input);
  // The caller resolved the language once (requestLanguage reads the body's `language` too; decision 027).
  const lang = request.language;
  const document = buildLeadershipReport({
    // The firm's name and texts as the dashboard has them.
    t: await getTranslator(deps.db, lang),
    lang,
    result: scoreLeadershipAssessment(input.answers),
    answers: input.answers,
    name: input.name,
    company: input.company,
    date: request.now ?? new Date(),
    contactUrl: consultationUrl({ booking: deps.config.links.booking, publicUrl: deps.config.PUBLIC_URL, lang }),
    contact: request.contact,
    partner: request.contactPartner?.[lang] ?? null,
  });
  return renderReportPdfInWorker(document);
}
