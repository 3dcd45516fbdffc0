import { and, count, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs } from "~/message-catalogs";
import { UPLOAD_MAX_BYTES } from "~/lib/image-type";
import { noPublicDataMemo } from "~/lib/public-data-memo";
import { requestContext } from "~/lib/request-context";
import { loader as uploadLoader } from "~/routes/uploads.$id";
import { auditLog, uploadedImages } from "#db/schema";
import { describeAuditEntry } from "~/features/audit-log/describe-audit-entry";
import { builtInTranslator } from "~/i18n/server-translator.server";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signIn } from "../support/factories";
import { jpegOfSize, pngOfSize, webpOfSize } from "../support/image-headers";
import { imageOfSize } from "../support/images";
import { signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, silentLogger, type TestAgent, type TestApp } from "../support/test-app";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
// Real images: every upload is decoded to make its variants (decision 044).
const JPEG = await imageOfSize(640, 480, "jpeg");
const WEBP = await imageOfSize(1200, 800, "webp");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const HTML = Buffer.from("<!doctype html><script>alert(1)</script>");

describe.each(backends)("image uploads [$name]", (backend) => {
  let ctx: TestApp;
  let admin: TestAgent;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestApp(backend);
    ({ agent: admin, csrfToken: adminToken } = await signInAsAdmin(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const upload = (body: Buffer, type: string, browser = admin, token: string | null = adminToken) => {
    const req = browser.post("/api/admin/uploads").set("Content-Type", type);
    if (token) req.set("CSRF-Token", token);
    return req.send(body);
  };

  /** Runs the `/uploads/:id` route's loader as React Router would. */
  const serve = async (id: string, headers: Record<string, string> = {}) => {
    const context = new RouterContextProvider();
    context.set(requestContext, { db: ctx.database.db, config: ctx.config, logger: silentLogger, user: null, nonce: "", signingSecret: ctx.signingSecret, publicData: noPublicDataMemo, clientAddress: "127.0.0.1", lang: "en" });
    return uploadLoader({ params: { id }, request: new Request(`http://localhost/uploads/${id}`, { headers }), context } as never);
  };

  describe("POST /api/admin/uploads", () => {
    it("401 signed out, 403 for a user, 403 without CSRF", async () => {
      const anonymous = agent(ctx.app);
      expectApiError(await upload(PNG, "image/png", anonymous, await csrf(anonymous)), 401, "UNAUTHENTICATED");
      const member = agent(ctx.app);
      await signIn(ctx, { agent: member });
      expectApiError(await upload(PNG, "image/png", member, await csrf(member)), 403, "FORBIDDEN");
      expectApiError(await upload(PNG, "image/png", admin, null), 403, "CSRF_INVALID");
    });

    it.each([
      ["PNG", PNG, "image/png"],
      ["JPEG", JPEG, "image/jpeg"],
      ["WebP", WEBP, "image/webp"],
    ] as const)("stores a %s and answers its URL", async (_name, bytes, type) => {
      const res = await upload(bytes, type).expect(201);
      const url = (res.body as { url: string }).url;
      expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}$/);
      const [row] = await ctx.database.db.select().from(uploadedImages).where(eq(uploadedImages.id, url.slice("/uploads/".length)));
      expect(row).toMatchObject({ contentType: type, byteSize: bytes.length });
      expect(Buffer.from(row.data).equals(bytes)).toBe(true);
    });

    it("stores the type the bytes prove, not the one claimed", async () => {
      const res = await upload(PNG, "image/jpeg").expect(201);
      const id = (res.body as { url: string }).url.split("/").pop()!;
      const [row] = await ctx.database.db.select({ contentType: uploadedImages.contentType }).from(uploadedImages).where(eq(uploadedImages.id, id));
      expect(row.contentType).toBe("image/png");
    });

    it("refuses files that are not really JPEG, PNG or WebP (415, translated)", async () => {
      for (const [bytes, type] of [
        [SVG, "image/png"],
        [HTML, "image/jpeg"],
        [Buffer.from("GIF89a\x01\x00\x01\x00"), "image/webp"],
      ] as const) {
        const res = await upload(bytes, type);
        expectApiError(res, 415, "UNSUPPORTED_MEDIA_TYPE");
        expect((res.body as { message: string }).message).toBe(catalogs.en["admin.upload.error.notImage"]);
      }
      const ar = await upload(SVG, "image/svg+xml").set("X-Language", "ar");
      expectApiError(ar, 415, "UNSUPPORTED_MEDIA_TYPE");
      expect((ar.body as { message: string }).message).toBe(catalogs.ar["admin.upload.error.notImage"]);
      expectApiError(await upload(Buffer.from("{}"), "application/json"), 415, "UNSUPPORTED_MEDIA_TYPE");
    });

    it("refuses an empty body (400) and more than 5 MB (413)", async () => {
      const empty = await upload(Buffer.alloc(0), "image/png");
      expectApiError(empty, 400, "VALIDATION");
      expect((empty.body as { message: string }).message).toBe(catalogs.en["admin.upload.error.empty"]);
      const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES, 0)]);
      const res = await upload(big, "image/png");
      expectApiError(res, 413, "PAYLOAD_TOO_LARGE");
      expect((res.body as { message: string }).message).toBe(catalogs.en["admin.upload.error.tooLarge"]);
      await upload(Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES - PNG.length, 0)]), "image/png").expect(201);
    });
  });

  describe("pixel limit and audit (issue 21 items 6g and 6f)", () => {
    const uploadsAudited = async () => (await ctx.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, "upload.create")))[0].n;

    it("refuses an image over 8,000 pixels a side or 40 megapixels, in the request's language, and stores and audits nothing", async () => {
      const stored = async () => (await ctx.database.db.select({ n: count() }).from(uploadedImages))[0].n;
      const before = { images: await stored(), audited: await uploadsAudited() };
      for (const [bytes, type] of [
        [pngOfSize(20_000, 20_000), "image/png"],
        [jpegOfSize(8_001, 100), "image/jpeg"],
        [webpOfSize(7_000, 7_000, "VP8X"), "image/webp"],
        [webpOfSize(16_000, 16_000, "VP8L"), "image/webp"],
      ] as const) {
        for (const lang of ["en", "ar"] as const) {
          const res = await upload(bytes, type).set("X-Language", lang);
          expectApiError(res, 400, "VALIDATION");
          expect((res.body as { message: string }).message).toBe(catalogs[lang]["admin.upload.error.tooManyPixels"]);
        }
      }
      expect(catalogs.en["admin.upload.error.tooManyPixels"]).toContain("8,000");
      expect(catalogs.ar["admin.upload.error.tooManyPixels"]).toContain("8000");
      expect(await stored()).toBe(before.images);
      expect(await uploadsAudited()).toBe(before.audited);
      // At the limits: stored.
      await upload(await imageOfSize(8_000, 5_000, "jpeg"), "image/jpeg").expect(201);
    });

    it("audits each upload: who, from where, the format, bytes and pixels, never the contents", async () => {
      const res = await upload(JPEG, "image/jpeg").expect(201);
      const id = (res.body as { url: string }).url.split("/").pop()!;
      const [entry] = await ctx.database.db.select().from(auditLog).where(and(eq(auditLog.action, "upload.create"), eq(auditLog.targetId, id)));
      expect(entry).toMatchObject({ actorLabel: expect.any(String), targetType: "upload", details: { contentType: "image/jpeg", bytes: JPEG.length, width: 640, height: 480 } });
      expect(entry.actorId).not.toBeNull();
      expect(entry.address).toBeTruthy();
      expect(JSON.stringify(entry.details)).not.toContain(JPEG.toString("base64").slice(0, 16));
      const words = (lang: "en" | "ar") => ({ t: builtInTranslator(lang), lang });
      const read = { ...entry, actorName: "Sara", actorGender: "female" as const };
      const kilobytes = Math.ceil(JPEG.length / 1024);
      expect(describeAuditEntry(read, words("en"))).toBe(`Sara uploaded the image /uploads/${id} (JPEG, ${kilobytes} KB, 640 × 480 pixels)`);
      expect(describeAuditEntry(read, words("ar"))).toBe(`Sara رفعت الصورة /uploads/${id} (JPEG، ${kilobytes} كيلوبايت، 640 × 480 بكسل)`);
      // A refused upload is not audited.
      const before = await uploadsAudited();
      await upload(SVG, "image/png").expect(415);
      expect(await uploadsAudited()).toBe(before);
    });
  });

  describe("GET /uploads/:id", () => {
    it("serves the bytes with their type, a year of immutable caching and an ETag", async () => {
      const url = ((await upload(WEBP, "image/webp").expect(201)).body as { url: string }).url;
      const id = url.split("/").pop()!;
      const res = await serve(id);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("etag")).toBe(`"${id}"`);
      expect(Buffer.from(await res.arrayBuffer()).equals(WEBP)).toBe(true);

      const again = await serve(id, { "If-None-Match": `"${id}"` });
      expect(again.status).toBe(304);
    });

    it("answers 404 for an unknown or malformed id", async () => {
      expect((await serve("0".repeat(32))).status).toBe(404);
      expect((await serve("../../etc/passwd")).status).toBe(404);
      expect((await serve("x' or 1=1 --")).status).toBe(404);
    });
  });
});
