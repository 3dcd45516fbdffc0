/**
 * The database back ends the API tests run on. In-memory PGlite always;
 * PostgreSQL as well when `TEST_DATABASE_URL` points at a server (each test
 * file then gets its own throw-away database, see `test-database.ts`).
 *
 * Use with `describe.each(backends)("… [$name]", (backend) => …)` so the
 * back end's name appears in every test name.
 */
export type BackendName = "pglite" | "postgres";

export interface Backend {
  name: BackendName;
}

export const postgresTestUrl: string | undefined = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const backends: Backend[] = [{ name: "pglite" }, ...(postgresTestUrl ? [{ name: "postgres" as const }] : [])];
