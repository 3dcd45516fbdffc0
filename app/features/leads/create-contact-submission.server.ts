import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DatabaseExecutor } from "#db/client";
import { contactSubmissions } from "#db/schema";
import { contactLead } from "~/features/lead-capture/contact-lead";
import { leadAdminUrl } from "~/features/lead-capture/lead-link";
import { recordLead } from "~/features/lead-capture/record-lead.server";
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
  // The caller resolved the language once (the API's requestLanguage reads the body's `language` too; decision 027).
  const language = request.language;
  // The firm's inbox reads English, in the words (and firm name) the dashboard has (read before the transaction: PGlite runs one at a time).
  const inbox = { t: await getTranslator(db, "en"), lang: "en" as const };
  // A retry of a lead already stored (or still being stored) gets the same answer, and no limit counts it again.
  const { stored: created, resent } = await storeOnce(db, idempotencyKeyOf(request.input), {
    find: findByKey,
    check: async (tx) => {
      await guardPublicForm({ db: tx, logger }, { form: "contact", address: request.address, input: request.input, now: request.now });
      return contactSubmissionSchema.parse(request.input);
    },
    store: (tx, lead) => storeLead(tx, config, { lead, language, inbox, now: request.now, input: request.input }),
  });
  if (resent) logger.info({ submissionId: created.id }, "contact submission resent; stored once");
  else logger.info({ submissionId: created.id, language, notified: Boolean(config.NOTIFY_EMAIL) }, "contact submission stored");
  return created;
}

/** The lead and the firm's notification, in the caller's transaction. */
async function storeLead(
  tx: DatabaseExecutor,
  config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL">,
  { lead, language, inbox, now, input }: { lead: ContactSubmission; language: Lang; inbox: { t: Translate; lang: Lang }; now?: Date; input: unknown },
): Promise<CreatedContactSubmission> {
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
}

async function findByKey(db: DatabaseExecutor, key: string): Promise<CreatedContactSubmission | undefined> {
  const [row] = await db
    .select({ id: contactSubmissions.id, createdAt: contactSubmissions.createdAt })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.idempotencyKey, key))
    .limit(1);
  return row;
}
