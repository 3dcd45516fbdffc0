/** Error codes the API answers with. One table maps each to its status and message key. */
export const errorCodes = {
  VALIDATION: { status: 400, messageKey: "api.error.validation" },
  BAD_JSON: { status: 400, messageKey: "api.error.badJson" },
  /** A request that cannot be read: an undecodable address, NUL characters, a malformed body. */
  BAD_REQUEST: { status: 400, messageKey: "api.error.badRequest" },
  UNAUTHENTICATED: { status: 401, messageKey: "api.error.unauthenticated" },
  FORBIDDEN: { status: 403, messageKey: "api.error.forbidden" },
  CSRF_INVALID: { status: 403, messageKey: "api.error.csrf" },
  /** An administrator without a second factor while the firm requires one (decision 038): set one up on the profile first. */
  SECOND_FACTOR_REQUIRED: { status: 403, messageKey: "auth.secondFactor.requiredError" },
  /** The administrators' API requested as an image, frame or script, or from another site (server/middleware/fetch-metadata.ts). */
  EMBEDDED_REQUEST: { status: 403, messageKey: "api.error.embeddedRequest" },
  NOT_FOUND: { status: 404, messageKey: "api.error.notFound" },
  CONFLICT: { status: 409, messageKey: "api.error.conflict" },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: "api.error.tooLarge" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: "api.error.unsupportedMediaType" },
  RATE_LIMITED: { status: 429, messageKey: "api.error.rateLimited" },
  /** A public form sent sooner than a person could have filled it in: wait a moment and send again. */
  TOO_FAST: { status: 400, messageKey: "spam.tooFast" },
  DB_UNAVAILABLE: { status: 503, messageKey: "api.error.unavailable" },
  /** Too much work of one kind waiting already (results PDFs): try again in a moment. */
  SERVER_BUSY: { status: 503, messageKey: "api.error.busy" },
  INTERNAL: { status: 500, messageKey: "api.error.internal" },
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** Field name → message (already translated, or a catalog key the server translates). */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    options: { message?: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = "AppError";
    this.status = errorCodes[code].status;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.customMessage = options.message;
  }
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds?: number;
  /** A message (or catalog key) more specific than the code's default. */
  readonly customMessage?: string;
}

/** JSON body of every API error. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
}
