import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outgoingMail, passwordResetTokens, users } from "#db/schema";
import { catalogs } from "~/message-catalogs";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { createUser, type UserRow } from "../support/factories";
import { signInAs, signInAsAdmin, type SignedInAgent } from "../support/signed-in-agent";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 21 item 3: a second administrator could change the protected
 * account's e-mail and send it a password-reset link, i.e. take it over.
 * Only the protected account changes its own e-mail and sends itself a link;
 * e-mail and name changes are audited, masked, from the Users tab and the profile.
 */
describe.each(backends)("the protected account is changed only by itself [$name]", (backend) => {
  let ctx: TestApp;
  let owner: UserRow;
  let ownerAgent: SignedInAgent;
  let second: SignedInAgent;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    owner = await createUser(ctx.database.db, { username: `owner${Date.now().toString(36)}`, role: "admin", isProtected: true, email: "owner@firm.example.sa", fullName: "Faisal Owner" });
    ownerAgent = await signInAs(ctx, "admin", { user: owner });
    second = await signInAsAdmin(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const send = (who: SignedInAgent, method: "put" | "post", url: string, body: object, lang: "en" | "ar" = "en") =>
    who.agent[method](url).set("X-CSRF-Token", who.csrfToken).set("X-Language", lang).send(body);
  const ownerRow = async () => (await ctx.database.db.select().from(users).where(eq(users.id, owner.id)))[0];
  const entriesFor = (userId: number) => ctx.database.db.select().from(auditLog).where(and(eq(auditLog.targetType, "user"), eq(auditLog.targetId, String(userId))));
  const resetMails = () => ctx.database.db.select().from(outgoingMail).where(eq(outgoingMail.reference, `password-reset:${owner.id}`));

  it("another administrator cannot change its e-mail: 403 in the visitor's language, nothing changes, nothing audited", async () => {
    const auditBefore = (await entriesFor(owner.id)).length;
    for (const lang of ["en", "ar"] as const) {
      const res = await send(second, "put", `/api/admin/users/${owner.id}`, { username: owner.username, fullName: "Faisal Owner", email: "attacker@evil.example" }, lang);
      expectApiError(res, 403, "FORBIDDEN");
      expect((res.body as { message: string }).message).toBe(catalogs[lang]["users.error.protectedEmail"]);
      expect((res.body as { errors: Record<string, string> }).errors.email).toBe(catalogs[lang]["users.error.protectedEmail"]);
    }
    // Clearing it is a change too.
    expectApiError(await send(second, "put", `/api/admin/users/${owner.id}`, { username: owner.username, email: "" }), 403, "FORBIDDEN");
    expect((await ownerRow()).email).toBe("owner@firm.example.sa");
    expect(await entriesFor(owner.id)).toHaveLength(auditBefore);
  });

  it("another administrator cannot send it a password reset: 403 translated, no link, no mail, nothing audited", async () => {
    const auditBefore = (await entriesFor(owner.id)).length;
    for (const lang of ["en", "ar"] as const) {
      const res = await send(second, "post", `/api/admin/users/${owner.id}/password-reset`, {}, lang);
      expectApiError(res, 403, "FORBIDDEN");
      expect((res.body as { message: string }).message).toBe(catalogs[lang]["users.error.protectedReset"]);
    }
    expect(await ctx.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, owner.id))).toEqual([]);
    expect(await resetMails()).toEqual([]);
    expect(await entriesFor(owner.id)).toHaveLength(auditBefore);
  });

  it("another administrator may still correct its full name: audited with the name masked", async () => {
    const res = await send(second, "put", `/api/admin/users/${owner.id}`, { username: owner.username, fullName: "Faisal Al-Owner", email: "owner@firm.example.sa" });
    expect(res.status, res.text).toBe(200);
    const [entry] = (await entriesFor(owner.id)).filter((e) => e.action === "user.update");
    expect(entry).toMatchObject({ actorId: second.user.id, details: { username: { from: owner.username, to: owner.username }, fullName: { from: "F***", to: "F***" } } });
    expect(entry.details).not.toHaveProperty("email");
  });

  it("the protected account changes its own e-mail (Users tab and profile) and sends itself a link; each change audited, masked", async () => {
    const tab = await send(ownerAgent, "put", `/api/admin/users/${owner.id}`, { username: owner.username, fullName: "Faisal Al-Owner", email: "faisal@firm.example.sa" });
    expect(tab.status, tab.text).toBe(200);
    const profile = await send(ownerAgent, "put", "/api/profile", { email: "f.owner@firm.example.sa", fullName: "Faisal" });
    expect(profile.status, profile.text).toBe(200);
    expect((await ownerRow()).email).toBe("f.owner@firm.example.sa");
    const reset = await send(ownerAgent, "post", `/api/admin/users/${owner.id}/password-reset`, {});
    expect(reset.status, reset.text).toBe(200);
    expect(await resetMails()).toHaveLength(1);

    const updates = (await entriesFor(owner.id)).filter((e) => e.action === "user.update" && e.actorId === owner.id).map((e) => e.details);
    expect(updates).toEqual([
      { username: { from: owner.username, to: owner.username }, email: { from: "o***@firm.example.sa", to: "f***@firm.example.sa" } },
      { username: { from: owner.username, to: owner.username }, email: { from: "f***@firm.example.sa", to: "f***@firm.example.sa" }, fullName: { from: "F***", to: "F***" } },
    ]);
    expect(JSON.stringify(await entriesFor(owner.id))).not.toMatch(/owner@|faisal@|f\.owner@|Al-Owner|attacker/);
  });

  it("a member's profile e-mail and name changes are audited too (the member as actor, masked); a save that changes neither records nothing", async () => {
    const member = await signInAs(ctx, "user");
    const changed = await send(member, "put", "/api/profile", { email: "reem@example.sa", fullName: "Reem" });
    expect(changed.status, changed.text).toBe(200);
    const unchanged = await send(member, "put", "/api/profile", { email: "reem@example.sa", bio: "HR" });
    expect(unchanged.status, unchanged.text).toBe(200);
    const entries = await entriesFor(member.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "user.update",
      actorId: member.user.id,
      actorLabel: member.user.username,
      details: { email: { from: `u***@example.com`, to: "r***@example.sa" }, fullName: { from: "T***", to: "R***" } },
    });
    expect(entries[0].address).toBeTruthy();
  });

  it("an ordinary administrator account's e-mail is still changed by other administrators, audited masked", async () => {
    const other = await createUser(ctx.database.db, { role: "admin", email: "ops@firm.example.sa" });
    const edit = await send(ownerAgent, "put", `/api/admin/users/${other.id}`, { username: other.username, email: "ops2@firm.example.sa", fullName: other.fullName });
    expect(edit.status, edit.text).toBe(200);
    const [entry] = await entriesFor(other.id);
    expect(entry.details).toEqual({ username: { from: other.username, to: other.username }, email: { from: "o***@firm.example.sa", to: "o***@firm.example.sa" } });
  });
});
