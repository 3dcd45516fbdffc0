import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RevisionComparison, RevisionRow } from "~/features/content-revisions/content-item";
import type { SiteContentRow } from "~/features/site-content/site-content-row";
import { builtInText } from "~/features/site-content/built-in-text";
import { auditLog } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin } from "../support/signed-in-agent";
import { createTestApp, type TestAgent, type TestApp } from "../support/test-app";

/** Issue 26 item 3 for site texts (decision 042): a text's history listed, two revisions compared word by word, an older one restored (audited). */
describe.each(backends)("site text revisions [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let token: string;
  const key = "home.hero.title";

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: token } = await signInAsAdmin(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const put = async (values: Record<string, unknown>) => {
    const res = await admin.put(`/api/admin/site-content/${key}`).set("CSRF-Token", token).send(values);
    expect(res.status, res.text).toBe(200);
    return (res.body as { item: SiteContentRow }).item;
  };
  const history = async () => ((await admin.get(`/api/admin/site-content/${key}/revisions`).expect(200)).body as { revisions: RevisionRow[] }).revisions;

  it("lists, compares and restores; the restore is a new revision, audited, and the page's words come back", async () => {
    await put({ contentEn: "Leaders for the decade ahead" });
    await put({ contentAr: "قادة للعقد المقبل" });
    await put({ contentEn: "Leaders for the years ahead" });
    const revisions = await history();
    expect(revisions.map((r) => [r.number, r.cause])).toEqual([
      [3, "save"],
      [2, "save"],
      [1, "save"],
    ]);

    const compared = (await admin.get(`/api/admin/site-content/${key}/revisions/compare?from=1&to=3`).expect(200)).body as RevisionComparison;
    const english = compared.fields.find((f) => f.field === "contentEn");
    expect(english).toMatchObject({ language: "en", changed: true });
    expect(english?.parts).toContainEqual({ value: "decade", removed: true });
    expect(english?.parts).toContainEqual({ value: "years", added: true });
    const arabic = compared.fields.find((f) => f.field === "contentAr");
    expect(arabic).toMatchObject({ language: "ar", changed: true });
    // Arabic words stay whole: every added run is made of the new text's words.
    const added = arabic?.parts.filter((p) => p.added).flatMap((p) => p.value.split(/\s+/).filter(Boolean)) ?? [];
    expect(added).toContain("للعقد");
    for (const word of added) expect("قادة للعقد المقبل".split(" ")).toContain(word);

    const res = await admin.post(`/api/admin/site-content/${key}/revisions/1/restore`).set("CSRF-Token", token).send({});
    expect(res.status, res.text).toBe(200);
    const restored = (res.body as { item: SiteContentRow }).item;
    expect(restored.contentEn).toBe("Leaders for the decade ahead");
    // Revision 1 had the built-in Arabic: restoring it is no override.
    expect(restored.contentAr ?? builtInText(key, "ar")).toBe(builtInText(key, "ar"));
    expect((await history())[0]).toMatchObject({ number: 4, cause: "restore", restoredFrom: 1 });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "site_content.revision_restore"), eq(auditLog.targetId, key)));
    expect(entry.details).toEqual({ revision: 1, number: 4 });
  });

  it("answers 404 for an unknown text or revision, 403 for a member, 403 without CSRF", async () => {
    await expectApiError(await admin.get("/api/admin/site-content/no.such.key/revisions"), 404, "NOT_FOUND");
    await expectApiError(await admin.get(`/api/admin/site-content/${key}/revisions/compare?from=1&to=99`), 404, "NOT_FOUND");
    await expectApiError(await admin.post(`/api/admin/site-content/${key}/revisions/99/restore`).set("CSRF-Token", token).send({}), 404, "NOT_FOUND");
    await expectApiError(await admin.post(`/api/admin/site-content/${key}/revisions/1/restore`).send({}), 403, "CSRF_INVALID");
    const { agent: member, csrfToken: memberToken } = await signInAs(ctx, "user");
    await expectApiError(await member.get(`/api/admin/site-content/${key}/revisions`), 403, "FORBIDDEN");
    await expectApiError(await member.post(`/api/admin/site-content/${key}/revisions/1/restore`).set("CSRF-Token", memberToken).send({}), 403, "FORBIDDEN");
  });
});
