import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isAnonymousPageRequest, isCacheablePagePath } from "./cacheable-page";
import { inlineScriptHashes } from "./inline-script-hashes";
import { changesPublicContent } from "./invalidate-on-write";

describe("which pages the anonymous page cache may keep", () => {
  it("the public pages in both languages", () => {
    for (const path of ["/", "/ar", "/blog", "/ar/blog", "/blog/hiring-a-ceo", "/ar/blog/hiring-a-ceo", "/contact", "/ar/connect", "/iqader-platform", "/privacy-policy", "/ar/terms-of-service", "/cookie-policy", "/hr-assessment", "/ar/leadership-assessment"]) {
      expect(isCacheablePagePath(path), path).toBe(true);
    }
  });
  it("not personal pages, client data requests, files or unknown addresses", () => {
    for (const path of ["/auth", "/ar/auth", "/profile", "/admin", "/ar/admin", "/reset-password", "/_.data", "/ar.data", "/blog.data", "/blog/x.data", "/blog/a/b", "/sitemap.xml", "/uploads/abc", "/api/blog", "/no-such-page", "/arx", "/ar/ar"]) {
      expect(isCacheablePagePath(path), path).toBe(false);
    }
  });
  it("anonymous means no session cookie, and no Arabic choice on an English address", () => {
    expect(isAnonymousPageRequest({}, "/")).toBe(true);
    expect(isAnonymousPageRequest({ cookie: "csrf_id=abc; language=en" }, "/")).toBe(true);
    expect(isAnonymousPageRequest({ cookie: "language=ar" }, "/ar/blog")).toBe(true);
    expect(isAnonymousPageRequest({ cookie: "language=ar" }, "/blog")).toBe(false);
    expect(isAnonymousPageRequest({ cookie: "a=1; sid=token" }, "/")).toBe(false);
    expect(isAnonymousPageRequest({ cookie: "__Host-sid=token" }, "/ar")).toBe(false);
  });
});

describe("inline script hashes for a kept page's policy", () => {
  it("hashes each inline script once, exactly as sent; not external scripts or data blocks", () => {
    const html = `<script>a()</script><script type="module">import "/x.js";</script><script src="/y.js"></script><script type="application/ld+json">{"a":1}</script><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-" + createHash("sha256").update("a()").digest("base64") + "'",
      "'sha256-" + createHash("sha256").update('import "/x.js";').digest("base64") + "'",
    ]);
  });
});

describe("which API writes change public pages", () => {
  it("content, users and profiles do; sign-in, enquiries, assessments, uploads and pending articles do not", () => {
    for (const [method, path] of [["PUT", "/admin/site-content/home.hero.title"], ["POST", "/admin/blog"], ["PUT", "/admin/blog/3"], ["DELETE", "/admin/blog/3"], ["POST", "/admin/pending-posts/3/approve"], ["PUT", "/profile"], ["PUT", "/admin/users/4"], ["DELETE", "/admin/users/4"], ["POST", "/admin/something-new"]]) {
      expect(changesPublicContent(method, path), `${method} ${path}`).toBe(true);
    }
    for (const [method, path] of [["GET", "/admin/blog"], ["POST", "/login"], ["POST", "/logout"], ["POST", "/contact"], ["POST", "/hr-assessment/report"], ["POST", "/leadership-assessment"], ["POST", "/articles"], ["POST", "/admin/uploads"], ["POST", "/admin/pending-posts/3/reject"], ["POST", "/admin/users/4/password-reset"], ["POST", "/password-reset"], ["DELETE", "/profile/sessions/0b7e6a52-6d1c-4f1e-9a43-2c4a3b9d8e10"], ["POST", "/profile/sessions/sign-out-others"], ["POST", "/admin/users/4/sign-out-everywhere"]]) {
      expect(changesPublicContent(method, path), `${method} ${path}`).toBe(false);
    }
  });
});
