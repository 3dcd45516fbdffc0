import type { Express } from "express";
import pino, { type Logger } from "pino";
import request from "supertest";
import type { DatabaseHandle } from "#db/client";
import { createApp } from "#server/app";
import { prepareDatabase } from "#server/prepare-database";
import { getSigningSecret } from "~/features/security/get-signing-secret.server";
import { loadConfig, type Config } from "~/lib/config.server";
import type { Backend, BackendName } from "./backends";
import { createTestDatabase } from "./test-database";

/** The smallest environment the server accepts, quiet and in test mode. */
export const baseTestEnv: Record<string, string> = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://localhost:3000",
};

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return loadConfig({ ...baseTestEnv, ...env });
}

export const silentLogger: Logger = pino({ level: "silent" });

export interface TestApp {
  backend: BackendName;
  /** The real Express app (API and /healthz; no pages). */
  app: Express;
  database: DatabaseHandle;
  config: Config;
  logger: Logger;
  signingSecret: string;
  /** Builds another app on the same secret (and config, unless overridden), e.g. around a wrapped database handle. */
  rebuild(database?: DatabaseHandle, configOverrides?: Partial<Config>): Express;
  /** Closes the database and drops the scratch PostgreSQL database. Safe to call twice. */
  close(): Promise<void>;
}

/** Migrates and seeds `database`, then builds the app on it exactly as the server does (minus pages). */
export async function buildApp(
  database: DatabaseHandle,
  env: Record<string, string | undefined> = {},
): Promise<Omit<TestApp, "backend" | "close">> {
  const config = testConfig(env);
  const logger = silentLogger;
  await prepareDatabase(database, config, logger);
  const signingSecret = await getSigningSecret(database.db);
  const rebuild = (db: DatabaseHandle = database, overrides: Partial<Config> = {}) =>
    createApp({ database: db, config: { ...config, ...overrides }, logger, signingSecret });
  return { app: rebuild(database), database, config, logger, signingSecret, rebuild };
}

/**
 * A fresh database (in-memory PGlite, or a new scratch database on the
 * PostgreSQL server of `TEST_DATABASE_URL`) with the app built on it.
 * Call `close()` in `afterAll`.
 */
export async function createTestApp(
  backend: Backend | BackendName = "pglite",
  options: { env?: Record<string, string | undefined> } = {},
): Promise<TestApp> {
  const name = typeof backend === "string" ? backend : backend.name;
  const testDatabase = await createTestDatabase(name);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await testDatabase.close();
  };
  try {
    const built = await buildApp(testDatabase.database, options.env);
    return { ...built, backend: name, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export type TestAgent = ReturnType<typeof request.agent>;

/** A supertest agent that keeps cookies between requests, like a browser. */
export function agent(app: Express): TestAgent {
  return request.agent(app);
}

/** GETs `/api/csrf-token` with the agent's cookies and returns the token. */
export async function csrf(testAgent: TestAgent): Promise<string> {
  const res = await testAgent.get("/api/csrf-token").expect(200);
  const token = (res.body as { csrfToken?: unknown }).csrfToken;
  if (typeof token !== "string" || token.length === 0) throw new Error(`no csrfToken in ${JSON.stringify(res.body)}`);
  return token;
}

/** Puts a cookie in the agent's jar, as if the server had set it. */
export function setAgentCookie(testAgent: TestAgent, name: string, value: string): void {
  testAgent.jar.setCookie(`${name}=${encodeURIComponent(value)}; Path=/`, "127.0.0.1", "/");
}

/** The value of a cookie in the agent's jar, if any. */
export function agentCookie(testAgent: TestAgent, name: string): string | undefined {
  const cookies = testAgent.jar.getCookies({ domain: "127.0.0.1", path: "/", secure: false, script: false });
  return cookies.find((c) => c.name === name)?.value;
}
