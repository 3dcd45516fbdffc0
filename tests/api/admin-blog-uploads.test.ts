import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogs } from "~/i18n/catalogs";
import { UPLOAD_MAX_BYTES } from "~/lib/image-type";
import { noPublicDataMemo } from "~/lib/public-data-memo";
import { requestContext } from "~/lib/request-context";
import { loader as uploadLoader } from "~/routes/uploads.$id";
import { uploadedImages } from "#db/schema";
import { expectApiError } from "../support/assertions";
import { backends } from "../support/backends";
import { signIn } from "../support/factories";
import { signInAsAdmin } from "../support/signed-in-agent";
import { agent, createTestApp, csrf, silentLogger, type TestAgent, type TestApp } from "../support/test-app";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0"), Buffer.alloc(64, 1)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(32, 2)]);
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
