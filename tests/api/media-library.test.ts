import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, people, uploadedImages } from "#db/schema";
import type { PrivacyNoticeAdminView } from "~/features/legal/privacy-notice";
import type { UploadedImagePage } from "~/features/uploads/uploaded-image";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signInAs, signInAsAdmin, type SignedInAgent } from "../support/signed-in-agent";
import { createTestApp, type TestApp } from "../support/test-app";

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/**
 * The media library (issue 27 item 6, decision 046): the uploaded images,
 * newest first, each with where the site shows it (a post's cover or text, a
 * site detail such as the advisor's photo); an image no page shows is
 * deleted (audited), one still shown is refused in the caller's language and
 * stays.
 */
describe.each(backends)("media library [$name]", (backend) => {
  let ctx: TestApp;
  let admin: SignedInAgent;
  let editor: SignedInAgent;
  const urls: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    admin = await signInAsAdmin(ctx);
    editor = await signInAs(ctx, "editor");
    for (let index = 0; index < 4; index += 1) {
      const res = await admin.agent.post("/api/admin/uploads").set("CSRF-Token", admin.csrfToken).set("Content-Type", "image/png").send(PNG);
      expect(res.status, res.text).toBe(201);
      urls.push((res.body as { url: string }).url);
    }
    const [cover, inText, photo] = urls;
    const post = await admin.agent
      .post("/api/admin/blog")
      .set("CSRF-Token", admin.csrfToken)
      .send({
        slug: "pictures-in-use",
        imageUrl: cover,
        author: "Noura Al-Qahtani",
        authorAr: "نورة القحطاني",
        titleEn: "Pictures in use",
        categoryEn: "Executive Search",
        summaryEn: "A post with pictures.",
        contentEn: `Before.\n\n![A boardroom](${inText})\n\nAfter.`,
        titleAr: "صور مستخدمة",
        categoryAr: "البحث التنفيذي",
        summaryAr: "مقال فيه صور.",
        contentAr: "نص.",
        featured: false,
        status: "draft",
      });
    expect(post.status, post.text).toBe(201);
    await admin.agent.put("/api/admin/site-content/connect.advisor.photo").set("CSRF-Token", admin.csrfToken).send({ contentEn: photo }).expect(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const library = async (who: SignedInAgent = admin) => {
    const res = await who.agent.get("/api/admin/uploads?pageSize=100");
    expect(res.status, res.text).toBe(200);
    return res.body as UploadedImagePage;
  };
  const idOf = (url: string) => url.split("/").pop()!;

  it("lists the images newest first with where each is shown, for editors too", async () => {
    const page = await library(editor);
    expect(page.total).toBe(4);
    expect(page.images.map((image) => image.url)).toEqual([...urls].reverse());
    const byUrl = new Map(page.images.map((image) => [image.url, image]));
    const [cover, inText, photo, unused] = urls;
    expect(byUrl.get(cover)?.uses).toEqual([expect.objectContaining({ kind: "post", titleEn: "Pictures in use", titleAr: "صور مستخدمة", place: "cover" })]);
    expect(byUrl.get(inText)?.uses).toEqual([expect.objectContaining({ kind: "post", place: "content" })]);
    expect(byUrl.get(photo)?.uses).toEqual([expect.objectContaining({ kind: "siteText", key: "connect.advisor.photo" })]);
    expect(byUrl.get(unused)).toMatchObject({ uses: [], contentType: "image/png", byteSize: PNG.length, uploadedBy: admin.user.username });
    // The list carries no image bytes.
    expect(JSON.stringify(page)).not.toContain(PNG.toString("base64").slice(0, 20));
  });

  it("refuses to delete an image still shown, in the caller's language, and keeps it", async () => {
    for (const url of urls.slice(0, 3)) {
      expectApiError(await admin.agent.delete(`/api/admin/uploads/${idOf(url)}`).set("CSRF-Token", admin.csrfToken), 409, "CONFLICT");
    }
    const arabic = await admin.agent.delete(`/api/admin/uploads/${idOf(urls[0])}`).set("CSRF-Token", admin.csrfToken).set("X-Language", "ar");
    expect((arabic.body as { message: string }).message).toBe("ما زالت هذه الصورة معروضة في الموقع. استبدلوها حيث تُستخدم ثم احذفوها.");
    expect((await library()).total).toBe(4);
  });

  it("deletes an image no page shows, audited; its address then answers 404, and a second delete is a 404", async () => {
    const id = idOf(urls[3]);
    await editor.agent.delete(`/api/admin/uploads/${id}`).set("CSRF-Token", editor.csrfToken).expect(204);
    expect(await ctx.database.db.select().from(uploadedImages).where(eq(uploadedImages.id, id))).toEqual([]);
    expect((await library()).images.map((image) => image.url)).not.toContain(urls[3]);
    const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, "upload.delete"), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorId: editor.user.id, details: { contentType: "image/png", bytes: PNG.length } });
    expectApiError(await editor.agent.delete(`/api/admin/uploads/${id}`).set("CSRF-Token", editor.csrfToken), 404, "NOT_FOUND");
    expectApiError(await editor.agent.delete("/api/admin/uploads/not-an-id").set("CSRF-Token", editor.csrfToken), 404, "NOT_FOUND");
  });

  it("counts an image the privacy notice shows (a published version) as used", async () => {
    const uploaded = await admin.agent.post("/api/admin/uploads").set("CSRF-Token", admin.csrfToken).set("Content-Type", "image/png").send(PNG).expect(201);
    const url = (uploaded.body as { url: string }).url;
    const current = (await admin.agent.get("/api/admin/privacy-notice").expect(200)).body as PrivacyNoticeAdminView;
    const en = current.current.content.en.replace(/\n\n/, `\n\n![Our office](${url})\n\n`);
    await admin.agent.post("/api/admin/privacy-notice").set("CSRF-Token", admin.csrfToken).send({ en, ar: current.current.content.ar, note: "A picture of the office" }).expect(201);
    const listed = (await library()).images.find((image) => image.url === url);
    expect(listed?.uses).toEqual([{ kind: "privacyNotice", version: current.current.version + 1 }]);
    expectApiError(await admin.agent.delete(`/api/admin/uploads/${idOf(url)}`).set("CSRF-Token", admin.csrfToken), 409, "CONFLICT");
  });

  it("counts a team member's portrait as used, published or not (decision 047)", async () => {
    const uploaded = await admin.agent.post("/api/admin/uploads").set("CSRF-Token", admin.csrfToken).set("Content-Type", "image/png").send(PNG).expect(201);
    const url = (uploaded.body as { url: string }).url;
    await ctx.database.db.insert(people).values({ slug: "portrait-use", nameEn: "Reem Al-Dosari", nameAr: "ريم الدوسري", photo: url });
    const listed = (await library()).images.find((image) => image.url === url);
    expect(listed?.uses).toEqual([{ kind: "person", id: expect.any(Number), nameEn: "Reem Al-Dosari", nameAr: "ريم الدوسري" }]);
    expectApiError(await admin.agent.delete(`/api/admin/uploads/${idOf(url)}`).set("CSRF-Token", admin.csrfToken), 409, "CONFLICT");
    await ctx.database.db.delete(people).where(eq(people.slug, "portrait-use"));
  });

  it("a delete needs the CSRF token", async () => {
    expectApiError(await admin.agent.delete(`/api/admin/uploads/${idOf(urls[0])}`), 403, "CSRF_INVALID");
  });
});
