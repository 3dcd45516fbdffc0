import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "#db/client";
import { contactSubmissions } from "#db/schema";
import { contactLead } from "~/features/lead-pipeline/contact-lead";
import { leadAdminUrl } from "~/features/lead-pipeline/lead-link";
import { recordLead } from "~/features/lead-pipeline/record-lead.server";
import { enqueueMail } from "~/features/mail/enqueue-mail.server";
import { idempotencyKeyOf, storeOnce } from "~/features/security/idempotency.server";
import { guardPublicForm } from "~/features/security/spam-guard.server";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import type { Translate } from "~/i18n/translate";
import type { Config } from "~/lib/config.server";
import { composeLeadNotification } from "./compose-lead-notification";
import { contactSubmissionSchema, type ContactSubmission } from "./contact-submission.schema";

export interface CreatedContactSubmission {
  id: number;
  createdAt: Date;
}

/**
 * `POST /api/contact`: rate limit and spam checks, validation, then the lead
 * and the firm's notification e-mail are stored in one transaction before
 * the visitor gets an answer (so neither can be lost on its own).
 */
export async function createContactSubmission(
  deps: { db: Database; config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL">; logger: Logger },
  request: { input: unknown; address: string; language: Lang; now?: Date },
): Promise<CreatedContactSubmission> {
  const { db, config, logger } = deps;
  // A retry of a lead already stored gets the same answer, before any limit counts it again.
  const key = idempotencyKeyOf(request.input);
  if (key) {
    const earlier = await findByKey(db, key);
    if (earlier) {
      logger.info({ submissionId: earlier.id }, "contact submission resent; stored once");
      return earlier;
    }
  }
  await guardPublicForm({ db, logger }, { form: "contact", address: request.address, input: request.input, now: request.now });
  const lead = contactSubmissionSchema.parse(request.input);
  // The caller resolved the language once (the API's requestLanguage reads the body's `language` too; decision 027).
  const language = request.language;
  // The firm's inbox reads English, in the words (and firm name) the dashboard has.
  const inbox = { t: await getTranslator(db, "en"), lang: "en" as const };

  const created = await storeOnce(
    lead.idempotencyKey,
    () => storeLead(db, config, { lead, language, inbox, now: request.now, input: request.input }),
    (key) => findByKey(db, key),
  );
  logger.info({ submissionId: created.id, service: lead.service, language, notified: Boolean(config.NOTIFY_EMAIL) }, "contact submission stored");
  return created;
}

/** The lead and the firm's notification, in one transaction. */
function storeLead(
  db: Database,
  config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL">,
  { lead, language, inbox, now, input }: { lead: ContactSubmission; language: Lang; inbox: { t: Translate; lang: Lang }; now?: Date; input: unknown },
): Promise<CreatedContactSubmission> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        fullName: lead.fullName,
        email: lead.email,
        company: lead.company,
        service: lead.service,
        message: lead.message,
        privacyAccepted: lead.privacy === true,
        language,
        idempotencyKey: lead.idempotencyKey ?? null,
        ...(now ? { createdAt: now } : {}),
      })
      .returning({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt });
    // Every submission is a lead of a person, stored with it (decision 030).
    const { leadId } = await recordLead(tx, contactLead({ ...lead, ...row, language, input }));
    if (config.NOTIFY_EMAIL) {
      const mail = composeLeadNotification(lead, { id: row.id, language, createdAt: row.createdAt, adminUrl: `${config.PUBLIC_URL}/admin`, leadUrl: leadAdminUrl(config.PUBLIC_URL, leadId) }, inbox);
      await enqueueMail(tx, { to: config.NOTIFY_EMAIL, subject: mail.subject, text: mail.text, reference: `contact-submission:${row.id}` });
    }
    return row;
  });
}

async function findByKey(db: Database, key: string): Promise<CreatedContactSubmission | undefined> {
  const [row] = await db
    .select({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.idempotencyKey, key))
    .limit(1);
  return row;
}
