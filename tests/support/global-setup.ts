import { ensurePgliteTemplate } from "../../db/pglite-cluster";

/**
 * Once per test run: the empty embedded-database template, so each test
 * file's in-memory database is unpacked instead of running initdb
 * (db/pglite-cluster.ts). The tests still migrate every database themselves.
 */
export default async function setup(): Promise<void> {
  await ensurePgliteTemplate();
}
