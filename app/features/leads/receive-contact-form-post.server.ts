import type { Logger } from "pino";
import { ZodError } from "zod";
import type { Database } from "#db/client";
import { isDatabaseUnavailable } from "#db/errors";
import { readFormToken } from "~/features/security/form-token.server";
import { HONEYPOT_FIELD } from "~/features/security/spam-guard";
import type { Lang } from "~/i18n/locales";
import { AppError, errorCodes } from "~/lib/app-error";
import type { Config } from "~/lib/config.server";
import { composeContactPayload } from "./compose-lead-message";
import type { ContactFormPostRefusal, ContactFormPostResult } from "./contact-form-post";
import { contactFormSchemaOf, type ContactFormInput, type ContactFormVariant } from "./contact-form.schema";
import { createContactSubmission } from "./create-contact-submission.server";

const variants: readonly ContactFormVariant[] = ["home", "page", "connect"];
const NUL = "\u0000";

/**
 * The contact form posted as a plain HTML form (its script had not loaded or
 * failed): the same rules as in the browser, then the same use case as
 * `POST /api/contact`. Nothing the visitor typed is lost on a refusal.
 */
export async function receiveContactFormPost(
  deps: { db: Database; config: Pick<Config, "NOTIFY_EMAIL" | "PUBLIC_URL">; logger: Logger },
  request: { form: FormData; address: string; language: Lang; signingSecret: string; now?: number },
): Promise<ContactFormPostResult> {
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
  const variantField = text("variant");
  const variant = variants.find((v) => v === variantField) ?? "page";
  const values: ContactFormInput = {
    fullName: text("fullName"),
    email: text("email"),
    company: text("company"),
    service: text("service"),
    message: text("message"),
    privacy: form.has("privacy"),
  };
  const refuse = (status: number, fieldErrors: ContactFormPostRefusal["fieldErrors"], messageKey: string | null): ContactFormPostResult => ({
    sent: false,
    status,
    variant,
    values,
    fieldErrors,
    messageKey,
  });

  const nulErrors: ContactFormPostRefusal["fieldErrors"] = {};
  for (const field of Object.keys(values) as (keyof ContactFormInput)[]) if (withNul.has(field)) nulErrors[field] = "leads.validation.invalidCharacters";
  const parsed = contactFormSchemaOf(variant).safeParse(values);
  if (!parsed.success) return refuse(400, { ...fieldErrorsOf(parsed.error), ...nulErrors }, null);
  if (Object.keys(nulErrors).length > 0) return refuse(400, nulErrors, null);

  const shownAt = readFormToken(request.signingSecret, form.get("formToken"), now);
  if (shownAt === null) return refuse(400, {}, "leads.contact.formExpired");

  const payload = composeContactPayload(variant === "connect" ? { ...parsed.data, privacy: undefined } : parsed.data);
  const honeypot = text(HONEYPOT_FIELD);
  try {
    await createContactSubmission(deps, {
      input: { ...payload, language, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}), startedAt: shownAt, sentAt: now },
      address: request.address,
      language,
    });
    return { sent: true };
  } catch (error) {
    if (error instanceof ZodError) return refuse(400, fieldErrorsOf(error), null);
    if (error instanceof AppError && error.code !== "INTERNAL") {
      return refuse(error.status, error.fieldErrors ?? {}, error.customMessage ?? errorCodes[error.code].messageKey);
    }
    deps.logger.error({ err: error }, "contact form post could not be stored");
    // The database away for a moment is a 503 (the page adds Retry-After); anything else is the server's fault.
    return refuse(isDatabaseUnavailable(error) ? 503 : 500, {}, "leads.contact.failure");
  }
}

function fieldErrorsOf(error: ZodError): ContactFormPostRefusal["fieldErrors"] {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}
