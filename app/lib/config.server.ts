import { z } from "zod";

import type { PublicLinks } from "./public-links";

/** An empty variable counts as unset. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalUrl = z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional());

/** Outside links visitors are sent to: https only (decision 022). */
const optionalHttpsUrl = z.preprocess(blankToUndefined, z.url({ protocol: /^https$/, error: "must be an https:// URL" }).optional());

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const int = (min: number, max: number, range = `must be between ${min} and ${max}`) =>
  z.coerce.number({ error: "must be a whole number" }).int("must be a whole number").min(min, range).max(max, range);

const configSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: int(0, 65535, "must be between 1 and 65535 (or 0 for any free port)").default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default("./data"),
    DB_CONNECT_TIMEOUT_MS: int(100, 120_000).default(5_000),
    DB_STATEMENT_TIMEOUT_MS: int(100, 600_000).default(5_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(100, 600_000).default(10_000),
    PUBLIC_URL: optionalUrl,
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** The anonymous page cache (docs/decisions/020-speed-and-page-cache.md); off only to measure or to rule it out. */
    PAGE_CACHE: bool.default(true),
    SESSION_IDLE_MINUTES: int(5, 60 * 24 * 30).default(12 * 60),
    SESSION_MAX_AGE_HOURS: int(1, 24 * 365).default(7 * 24),
    /** Requires a second factor of every administrator whatever the Users tab's switch says (decision 038). */
    REQUIRE_ADMIN_SECOND_FACTOR: bool.default(false),
    SMTP_HOST: z.preprocess(blankToUndefined, z.string().trim().optional()),
    SMTP_PORT: int(1, 65535, "must be between 1 and 65535").default(587),
    SMTP_SECURE: bool.default(false),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    MAIL_FROM: z.string().trim().min(3).default("Website <no-reply@localhost>"),
    NOTIFY_EMAIL: z.preprocess(blankToUndefined, z.email("must be an e-mail address").optional()),
    /** Leads with no activity for this many months are anonymised by the daily retention job (issue 14, PDPL). */
    LEAD_RETENTION_MONTHS: int(1, 600).default(24),
    /** The hour (Riyadh time, 0–23) at which the daily lead digest goes to NOTIFY_EMAIL and the retention job runs. */
    LEAD_DIGEST_HOUR: int(0, 23).default(7),
    /**
     * How often (seconds, 1–60) each instance looks for scheduled posts whose publish or unpublish time has come
     * (decision 042): a post goes public at most this long after its time. The browser tests run it every second.
     */
    POST_SCHEDULE_CHECK_SECONDS: int(1, 60).default(60),
    ADMIN_USERNAME: z.preprocess(blankToUndefined, z.string().trim().min(3, "must be at least 3 characters").optional()),
    ADMIN_PASSWORD: z.preprocess(blankToUndefined, z.string().min(8, "must be at least 8 characters").optional()),
    BOOKING_URL: optionalUrl,
    /** The job board behind "Browse open positions" in the home page's Careers section; without it the button is not shown. */
    JOB_BOARD_URL: optionalHttpsUrl,
    PROFESSIONAL_NETWORK_URL: optionalUrl,
    CAREER_PLATFORM_URL: optionalUrl,
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.ADMIN_USERNAME) !== Boolean(v.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [v.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"],
        message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
      });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  PUBLIC_URL: string;
  /** Links the browser may see; nothing else from the environment reaches it. */
  links: PublicLinks;
}


export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    // Values are left out of the message: some of them are secrets.
    throw new ConfigError(parsed.error.issues.map((issue) => `${String(issue.path[0] ?? "config")}: ${issue.message}`));
  }
  const raw = parsed.data;
  return {
    ...raw,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    links: {
      booking: raw.BOOKING_URL ?? null,
      jobBoard: raw.JOB_BOARD_URL ?? null,
      professionalNetwork: raw.PROFESSIONAL_NETWORK_URL ?? null,
      careerPlatform: raw.CAREER_PLATFORM_URL ?? null,
    },
  };
}
