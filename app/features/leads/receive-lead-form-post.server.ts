import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { ZodError, type ZodType } from "zod";
import type { Database } from "#db/client";
import { isDatabaseUnavailable } from "#db/errors";
import { readFormToken } from "~/features/security/form-token.server";
import { HONEYPOT_FIELD } from "~/features/security/spam-guard";
import type { Lang } from "~/i18n/locales";
import { getTranslator } from "~/i18n/server-translator.server";
import { AppError, errorCodes } from "~/lib/app-error";
import type { Config } from "~/lib/config.server";
import { composeConsultationPayload, composeContactPayload, composeInquiryPayload, type LeadPayload } from "./compose-lead-message";
import { consultationSchema, type ConsultationInput } from "./consultation.schema";
import { connectServices, contactFormSchemaOf, type ContactFormInput, type ContactFormVariant, type ContactService } from "./contact-form.schema";
import { createContactSubmission } from "./create-contact-submission.server";
import { datePartName, joinDateParts } from "./date-parts";
import { inquirySchema, type InquiryInput } from "./inquiry.schema";
import { consultationFieldOf, inquiryFieldOf, isLeadFormKind, type LeadFormPostRefusal, type LeadFormPostResult } from "./lead-form-post";

const variants: readonly ContactFormVariant[] = ["home", "page", "connect"];
const NUL = "\u0000";
/** The attribution the boot script adds to a form sent before its island woke (features/lead-capture/attach-attribution.ts). */
const ATTRIBUTION_MAX_LENGTH = 4_000;

type Deps = { db: Database; config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL">; logger: Logger };
type FieldErrors = Record<string, string>;

/**
 * A lead form (the contact form, the inquiry or the consultation form) posted
 * as a plain HTML form, its script not loaded or failed: the same rules as in
 * the browser, then the same use case as `POST /api/contact`, with its spam
 * guard, rate limit, consent record, attribution and idempotency (a resend of
 * the same entries from the same page is stored once). Nothing the visitor
 * typed is lost on a refusal.
 */
export async function receiveLeadFormPost(
  deps: Deps,
  request: { form: FormData; address: string; language: Lang; signingSecret: string; now?: number },
): Promise<LeadFormPostResult> {
  const { form, language } = request;
  const now = request.now ?? Date.now();
  // NUL cannot be stored in any database text: it is dropped from the entries and the fields that held one are named (as the API answers 400).
  const withNul = new Set<string>();
  const text = (name: string) => {
    const value = form.get(name);
    if (typeof value !== "string") return "";
    if (!value.includes(NUL)) return value;
    withNul.add(name);
    return value.replaceAll(NUL, "");
  };
  const kind = isLeadFormKind(form.get("form")) ? (form.get("form") as string) : "contact";
  const read = kind === "inquiry" ? await readInquiry(text, deps.db, language) : kind === "consultation" ? await readConsultation(text, deps.db, language) : readContact(text, form);
  const refuse = (status: number, fieldErrors: FieldErrors, messageKey: string | null): LeadFormPostResult =>
    ({ sent: false, status, ...read.refusal, fieldErrors, messageKey }) as LeadFormPostResult;

  const nulErrors: FieldErrors = {};
  for (const field of Object.keys(read.refusal.values)) if (withNul.has(field)) nulErrors[field] = "leads.validation.invalidCharacters";
  const parsed = read.schema.safeParse(read.refusal.values);
  // The form's own rules name its own fields.
  if (!parsed.success) return refuse(400, { ...fieldErrorsOf(parsed.error, (field) => field), ...nulErrors }, null);
  if (Object.keys(nulErrors).length > 0) return refuse(400, nulErrors, null);

  const shownAt = readFormToken(request.signingSecret, form.get("formToken"), now);
  if (shownAt === null) return refuse(400, {}, "leads.contact.formExpired");

  const payload = read.payload(parsed.data as never);
  const honeypot = text(HONEYPOT_FIELD);
  const privacyNoticeVersion = text("privacyNoticeVersion").trim();
  try {
    await createContactSubmission(deps, {
      input: {
        ...payload,
        language,
        ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
        startedAt: shownAt,
        sentAt: now,
        idempotencyKey: postKey(text("formToken"), kind, payload, language),
        attribution: parseAttribution(text("attribution")),
        ...(privacyNoticeVersion ? { privacyNoticeVersion } : {}),
      },
      address: request.address,
      language,
    });
    return { sent: true, form: read.refusal.form };
  } catch (error) {
    if (error instanceof ZodError) return refuse(400, fieldErrorsOf(error, read.fieldOf), null);
    if (error instanceof AppError && error.code !== "INTERNAL") {
      return refuse(error.status, mapFields(error.fieldErrors ?? {}, read.fieldOf), error.customMessage ?? errorCodes[error.code].messageKey);
    }
    deps.logger.error({ err: error, form: kind }, "lead form post could not be stored");
    // The database away for a moment is a 503 (the page adds Retry-After); anything else is the server's fault.
    return refuse(isDatabaseUnavailable(error) ? 503 : 500, {}, "leads.contact.failure");
  }
}

type WithoutAnswer<R> = R extends LeadFormPostRefusal ? Omit<R, "fieldErrors" | "messageKey"> : never;

interface ReadForm {
  refusal: WithoutAnswer<LeadFormPostRefusal>;
  schema: ZodType;
  payload: (parsed: never) => LeadPayload;
  /** The form's field for a field the API (`POST /api/contact`'s schema) names. */
  fieldOf: (apiField: string) => string | null;
}

type Text = (name: string) => string;

function readContact(text: Text, form: FormData): ReadForm {
  const variant = variants.find((v) => v === text("variant")) ?? "page";
  const values: ContactFormInput = {
    fullName: text("fullName"),
    email: text("email"),
    company: text("company"),
    service: text("service"),
    message: text("message"),
    privacy: form.has("privacy"),
  };
  return {
    refusal: { form: "contact", variant, values },
    schema: contactFormSchemaOf(variant),
    payload: ((parsed: ContactFormInput & { privacy: boolean }) => composeContactPayload(variant === "connect" ? { ...parsed, privacy: undefined } : parsed)) as ReadForm["payload"],
    fieldOf: (field) => (field in values ? field : null),
  };
}

async function readInquiry(text: Text, db: Database, language: Lang): Promise<ReadForm> {
  const t = await getTranslator(db, language);
  const service = connectServices.find((s): s is ContactService => s === text("service"));
  const values: InquiryInput = { fullName: text("fullName"), email: text("email"), phone: text("phone"), needSummary: text("needSummary") };
  return {
    refusal: { form: "inquiry", ...(service ? { service } : {}), values },
    schema: inquirySchema,
    payload: ((parsed: InquiryInput) => composeInquiryPayload({ ...parsed, service }, { phone: t("leads.compose.phone") })) as ReadForm["payload"],
    fieldOf: inquiryFieldOf,
  };
}

async function readConsultation(text: Text, db: Database, language: Lang): Promise<ReadForm> {
  const t = await getTranslator(db, language);
  // A date input gives the ISO date; the Arabic page's three lists give its parts.
  const preferredDate =
    text("preferredDate") ||
    joinDateParts({ year: text(datePartName("preferredDate", "year")), month: text(datePartName("preferredDate", "month")), day: text(datePartName("preferredDate", "day")) });
  const values: ConsultationInput = {
    fullName: text("fullName"),
    email: text("email"),
    company: text("company"),
    phone: text("phone"),
    businessNeeds: text("businessNeeds"),
    preferredDate,
  };
  const labels = { phone: t("leads.compose.phone"), preferredDate: t("leads.compose.preferredDate"), notSpecified: t("leads.compose.notSpecified") };
  return {
    refusal: { form: "consultation", values },
    schema: consultationSchema,
    payload: ((parsed: Parameters<typeof composeConsultationPayload>[0]) => composeConsultationPayload(parsed, labels)) as ReadForm["payload"],
    fieldOf: consultationFieldOf,
  };
}

/** The same entries sent again from the same page (a double press, a resend after a lost answer) carry the same key. */
function postKey(formToken: string, kind: string, payload: LeadPayload, language: Lang): string {
  return `form-${createHash("sha256").update(JSON.stringify([formToken, kind, language, payload])).digest("base64url").slice(0, 40)}`;
}

/** `attribution` as JSON, read like the API's body field (checked when the lead is stored); anything else is none. */
function parseAttribution(raw: string): unknown {
  if (!raw || raw.length > ATTRIBUTION_MAX_LENGTH) return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return {};
  }
}

function fieldErrorsOf(error: ZodError, fieldOf: (field: string) => string | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = fieldOf(String(issue.path[0] ?? ""));
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

function mapFields(apiErrors: Record<string, string>, fieldOf: (field: string) => string | null): FieldErrors {
  const errors: FieldErrors = {};
  for (const [apiField, message] of Object.entries(apiErrors)) {
    const field = fieldOf(apiField);
    if (field) errors[field] ??= message;
  }
  return errors;
}
