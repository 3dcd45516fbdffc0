import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error("loadConfig accepted an invalid environment");
}

describe("loadConfig", () => {
  it("applies the documented defaults to an empty environment", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.NODE_ENV).toBe("production");
    expect(config.LOG_LEVEL).toBe("info");
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.SMTP_PORT).toBe(587);
    expect(config.ADMIN_USERNAME).toBeUndefined();
    expect(config.links).toEqual({ booking: null, jobBoard: null, professionalNetwork: null, careerPlatform: null });
  });

  it("derives PUBLIC_URL from PORT when it is not set, and drops a trailing slash when it is", () => {
    expect(loadConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://advisory.example.sa/" }).PUBLIC_URL).toBe("https://advisory.example.sa");
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", PUBLIC_URL: "  ", BOOKING_URL: "", ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.links.booking).toBeNull();
    expect(config.ADMIN_USERNAME).toBeUndefined();
  });

  it("parses numbers, booleans and the external links", () => {
    const config = loadConfig({
      PORT: "0",
      TRUST_PROXY: "true",
      SMTP_SECURE: "1",
      DATABASE_URL: "postgresql://app@db:5432/site",
      BOOKING_URL: "https://calendly.com/firm",
      JOB_BOARD_URL: "https://jobs.firm.example/open",
    });
    expect(config.PORT).toBe(0);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.SMTP_SECURE).toBe(true);
    expect(config.DATABASE_URL).toBe("postgresql://app@db:5432/site");
    expect(config.links.booking).toBe("https://calendly.com/firm");
    expect(config.links.jobBoard).toBe("https://jobs.firm.example/open");
  });

  it("says the allowed range of a number out of range", () => {
    expect(configError({ PORT: "70000" }).message).toContain("PORT: must be between 1 and 65535");
    expect(configError({ SMTP_PORT: "0" }).message).toContain("SMTP_PORT: must be between 1 and 65535");
    expect(configError({ DB_STATEMENT_TIMEOUT_MS: "5" }).message).toContain("DB_STATEMENT_TIMEOUT_MS: must be between 100 and 600000");
  });

  it("runs the post scheduler every minute unless told a shorter interval, of at least a second (decision 042)", () => {
    expect(loadConfig({}).POST_SCHEDULE_CHECK_SECONDS).toBe(60);
    expect(loadConfig({ POST_SCHEDULE_CHECK_SECONDS: "1" }).POST_SCHEDULE_CHECK_SECONDS).toBe(1);
    expect(configError({ POST_SCHEDULE_CHECK_SECONDS: "0" }).message).toContain("POST_SCHEDULE_CHECK_SECONDS: must be between 1 and 60");
    expect(configError({ POST_SCHEDULE_CHECK_SECONDS: "90" }).message).toContain("POST_SCHEDULE_CHECK_SECONDS: must be between 1 and 60");
    expect(configError({ POST_SCHEDULE_CHECK_SECONDS: "0.5" }).message).toContain("POST_SCHEDULE_CHECK_SECONDS: must be a whole number");
  });

  it("bounds database waits by default and takes other bounds from the environment", () => {
    expect(loadConfig({})).toMatchObject({ DB_CONNECT_TIMEOUT_MS: 5_000, DB_STATEMENT_TIMEOUT_MS: 5_000, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000 });
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_MS: "2500" }).DB_STATEMENT_TIMEOUT_MS).toBe(2_500);
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["PORT", { PORT: "30.5" }],
    ["PUBLIC_URL", { PUBLIC_URL: "not a url" }],
    ["PUBLIC_URL", { PUBLIC_URL: "ftp://example.com" }],
    ["BOOKING_URL", { BOOKING_URL: "javascript:alert(1)" }],
    ["JOB_BOARD_URL", { JOB_BOARD_URL: "http://jobs.firm.example" }],
    ["JOB_BOARD_URL", { JOB_BOARD_URL: "jobs.firm.example" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://root@localhost/site" }],
    ["DATABASE_URL", { DATABASE_URL: "./data/db.sqlite" }],
    ["TRUST_PROXY", { TRUST_PROXY: "maybe" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["NOTIFY_EMAIL", { NOTIFY_EMAIL: "not-an-email" }],
  ])("refuses a bad %s with a ConfigError naming it", (variable, env) => {
    const error = configError(env);
    expect(error.name).toBe("ConfigError");
    expect(error.message).toContain(variable);
    expect(error.problems.some((p) => p.startsWith(`${variable}:`))).toBe(true);
  });

  it("refuses ADMIN_USERNAME without ADMIN_PASSWORD (and the reverse), naming the missing variable", () => {
    const missingPassword = configError({ ADMIN_USERNAME: "admin" });
    expect(missingPassword.message).toContain("ADMIN_PASSWORD");
    const missingUsername = configError({ ADMIN_PASSWORD: "a-long-secret-password" });
    expect(missingUsername.message).toContain("ADMIN_USERNAME");
  });

  it("never puts a password or other value in the message", () => {
    const adminSecret = "S3cret-Admin-Passw0rd!";
    const smtpSecret = "smtp-secret-xyz";
    const dbSecret = "db-pa55word";
    const adminOnly = configError({ ADMIN_PASSWORD: adminSecret });
    expect(adminOnly.message).toContain("ADMIN_USERNAME");
    expect(adminOnly.message).not.toContain(adminSecret);

    const error = configError({
      SMTP_PASSWORD: smtpSecret,
      SMTP_PORT: "not-a-port",
      DATABASE_URL: `mysql://root:${dbSecret}@localhost/site`,
    });
    expect(error.message).toContain("SMTP_PORT");
    expect(error.message).toContain("DATABASE_URL");
    for (const secret of [smtpSecret, dbSecret, "not-a-port", "mysql://"]) expect(error.message).not.toContain(secret);

    const shortPassword = "short";
    const tooShort = configError({ ADMIN_USERNAME: "admin", ADMIN_PASSWORD: shortPassword });
    expect(tooShort.message).toContain("ADMIN_PASSWORD");
    expect(tooShort.message).not.toMatch(/: short\b|"short"/);
  });

  it("lists every problem at once", () => {
    const error = configError({ PORT: "x", PUBLIC_URL: "nope", DATABASE_URL: "sqlite://x" });
    expect(error.problems).toHaveLength(3);
  });
});
