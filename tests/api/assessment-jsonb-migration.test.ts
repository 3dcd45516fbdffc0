import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hrQuestions } from "~/features/hr-assessment/definition";
import type { HrAssessmentsPage } from "~/features/hr-assessment/hr-assessment-api";
import { scoreAssessment, type Answers } from "~/features/hr-assessment/scoring";
import { rowsOf } from "#db/client";
import { backends } from "../support/backends";
import { parseCsv } from "../support/csv";
import { signIn } from "../support/factories";
import { agent, buildApp, type TestAgent } from "../support/test-app";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** Migration 0008 (decision 028): scores, answers and challenges turn from JSON text into jsonb. */
const MIGRATION_TAG = "0008_assessment-answers-as-jsonb";

/** The committed migrations up to the one before 0008, in a folder of their own. */
function migrationsBeforeJsonb(): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-before-jsonb-"));
  cpSync(path.resolve("drizzle"), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION_TAG);
  expect(at, "the jsonb migration is in the journal").toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const hrAnswers: Answers = Object.fromEntries(hrQuestions.map((q, i) => [q.id, ["always", "usually", "sometimes", "rarely", "never", "dont_know"][i % 6]]));
const hrScores = scoreAssessment("hr", hrAnswers).scores;
const leaderScoresText = '{"talent":{"score":5,"total":5,"percentage":100},"performance":{"score":4,"total":5,"percentage":80},"growth":{"score":3,"total":5,"percentage":60},"compliance":{"score":2,"total":5,"percentage":40},"succession":{"score":1,"total":5,"percentage":20}}';
const leadershipAnswersText = '{"1":5,"2":4,"3":4,"4":5,"5":3,"6":4,"7":5,"8":4,"9":4,"10":4}';

describe.each(backends)("migration 0008: assessment JSON text becomes jsonb [$name]", (backend) => {
  let testDatabase: TestDatabase;
  let admin: TestAgent;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend.name);
    const { db } = testDatabase.database;
    const before = migrationsBeforeJsonb();
    try {
      if (backend.name === "pglite") await migratePglite(db as never, { migrationsFolder: before.folder });
      else await migratePg(db as never, { migrationsFolder: before.folder });
    } finally {
      before.remove();
    }
    // Rows as the text columns held them: what the server wrote, and what a hand or a broken client might have.
    await db.execute(sql`
      insert into hr_assessments (id, company, name, email, user_role, scores, overall_score, challenges, answers, created_at) values
        (1, 'Text HR Co', 'Hind', 'hind@example.sa', 'hr', ${JSON.stringify(hrScores)}, 50, null, ${JSON.stringify(hrAnswers)}, '2026-01-03T08:00:00Z'),
        (2, 'Text Leader Co', 'Majed', 'majed@example.sa', 'leadership', ${leaderScoresText}, 60, '["cost","talent"]', null, '2026-01-02T08:00:00Z'),
        (3, 'Broken Co', 'Rana', 'rana@example.sa', 'leadership', '{oops', 40, '{"not":"a list"}', 'not json', '2026-01-01T08:00:00Z')`);
    await db.execute(sql`
      insert into leadership_assessments (id, name, email, answers, total_score, category, created_at) values
        (1, 'Text Taker', 'taker@example.sa', ${leadershipAnswersText}, 42, 'Future-Ready', '2026-01-02T08:00:00Z'),
        (2, 'Broken Taker', null, '[1,2,3]', 20, 'High Risk', '2026-01-01T08:00:00Z')`);
    const built = await buildApp(testDatabase.database);
    admin = agent(built.app);
    await signIn(built, { agent: admin, role: "admin" });
  });
  afterAll(async () => {
    await testDatabase?.close();
  });

  it("keeps readable text as jsonb values and sets unreadable text to null", async () => {
    const { db } = testDatabase.database;
    const hr = rowsOf<{ id: number; scores: unknown; challenges: unknown; answers: unknown; kinds: string }>(
      await db.execute(sql`select id, scores, challenges, answers,
        concat_ws(',', pg_typeof(scores)::text, pg_typeof(challenges)::text, pg_typeof(answers)::text) as kinds from hr_assessments order by id`),
    );
    expect(hr.map((r) => r.kinds)).toEqual(["jsonb,jsonb,jsonb", "jsonb,jsonb,jsonb", "jsonb,jsonb,jsonb"]);
    expect(hr[0]).toMatchObject({ scores: hrScores, challenges: null, answers: hrAnswers });
    expect(hr[1]).toMatchObject({ scores: JSON.parse(leaderScoresText), challenges: ["cost", "talent"], answers: null });
    expect(hr[2]).toMatchObject({ scores: null, challenges: null, answers: null });
    const leadership = rowsOf<{ id: number; answers: unknown }>(await db.execute(sql`select id, answers from leadership_assessments order by id`));
    expect(leadership).toEqual([
      { id: 1, answers: JSON.parse(leadershipAnswersText) },
      { id: 2, answers: null },
    ]);
  });

  it("the HR list still answers scores and challenges as the spec's JSON text, categories in the questionnaire's order", async () => {
    const body = (await admin.get("/api/admin/hr-assessments").expect(200)).body as HrAssessmentsPage;
    expect(body.submissions.map((s) => [s.company, s.scores, s.challenges])).toEqual([
      ["Text HR Co", JSON.stringify(hrScores), null],
      ["Text Leader Co", leaderScoresText, '["cost","talent"]'],
      // Unreadable before, unreadable now: the tab says "No scores data available" / "No challenge data available".
      ["Broken Co", "null", null],
    ]);
  });

  it("the CSV exports read the converted values and leave an unreadable row's cells empty", async () => {
    const hr = parseCsv((await admin.get("/api/admin/hr-assessments.csv").expect(200)).text.replace(/^\uFEFF/, ""));
    const heading = hr[0];
    const cell = (row: string[], name: string) => row[heading.indexOf(name)];
    expect(cell(hr[1], "Labour Law Compliance (%)")).toBe(String(hrScores.compliance?.percentage));
    expect(cell(hr[2], "Talent Acquisition (%)")).toBe("100");
    expect(cell(hr[2], "Business challenges")).toBe("Controlling workforce costs; Attracting qualified talent");
    expect(cell(hr[3], "Talent Acquisition (%)")).toBe("");
    expect(cell(hr[3], "Business challenges")).toBe("");

    const leadership = parseCsv((await admin.get("/api/admin/leadership-assessments.csv").expect(200)).text.replace(/^\uFEFF/, ""));
    expect(leadership[1].slice(-10)).toEqual(["5", "4", "4", "5", "3", "4", "5", "4", "4", "4"]);
    expect(leadership[2].slice(-10)).toEqual(Array.from({ length: 10 }, () => ""));
  });
});
