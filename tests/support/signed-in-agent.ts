import type { RequestListener } from "node:http";
import request from "supertest";
import type { UserRole } from "#db/schema";
import { signIn, type SignedIn, type UserRow } from "./factories";
import { csrf, type TestAgent, type TestApp } from "./test-app";

export interface SignedInAgent extends SignedIn {
  /** A browser-like agent holding the session cookie. */
  agent: TestAgent;
  /** Its CSRF token, for mutating calls. */
  csrfToken: string;
}

/**
 * The setup every API test of a signed-in page repeats: a browser-like agent,
 * signed in as a new account of `role` (or as `user`), with its CSRF token.
 * `app` replaces the test app's handler (e.g. one wrapped to record answers).
 */
export async function signInAs(
  ctx: Pick<TestApp, "app" | "database" | "config">,
  role: UserRole = "user",
  options: { app?: TestApp["app"] | RequestListener; user?: UserRow } = {},
): Promise<SignedInAgent> {
  const agent = request.agent(options.app ?? ctx.app);
  const signedIn = await signIn(ctx, { agent, role, user: options.user });
  return { ...signedIn, agent, csrfToken: await csrf(agent) };
}

/** An administrator's agent and CSRF token: the dashboard's API tests start here. */
export function signInAsAdmin(ctx: Pick<TestApp, "app" | "database" | "config">, options: { app?: TestApp["app"] | RequestListener } = {}): Promise<SignedInAgent> {
  return signInAs(ctx, "admin", options);
}
