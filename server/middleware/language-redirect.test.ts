import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { chooseLanguage, isPageAddress, languageRedirect } from "./language-redirect";

describe("language redirect", () => {
  it("applies to pages", () => {
    for (const path of ["/", "/blog", "/blog/some-post", "/contact", "/privacy-policy"]) expect(isPageAddress(path), path).toBe(true);
  });

  it("leaves files, feeds, data requests and the API alone", () => {
    for (const path of ["/api/blog", "/uploads/12", "/assets/root-abc.js", "/images/blog/a.jpg", "/sitemap.xml", "/robots.txt", "/blog/feed.xml", "/favicon.svg", "/healthz", "/blog.data", "/_root.data", "/_.data", "/ar.data", "/__manifest"]) {
      expect(isPageAddress(path), path).toBe(false);
    }
  });
});

describe("the language switch's link (GET /language/:lang?next=)", () => {
  const app = express().get("/language/:lang", chooseLanguage({ https: false }));

  it("remembers the choice for a year and answers the same page in that language", async () => {
    const toArabic = await request(app).get(`/language/ar?next=${encodeURIComponent("/blog?category=hr&q=قيادة#posts")}`);
    expect(toArabic.status).toBe(303);
    expect(toArabic.headers.location).toBe("/ar/blog?category=hr&q=%D9%82%D9%8A%D8%A7%D8%AF%D8%A9#posts");
    expect(toArabic.headers["cache-control"]).toBe("no-store");
    const cookie = toArabic.headers["set-cookie"]?.[0] ?? "";
    expect(cookie).toMatch(/^language=ar; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);

    const toEnglish = await request(app).get(`/language/en?next=${encodeURIComponent("/ar/privacy-policy")}`);
    expect(toEnglish.headers.location).toBe("/privacy-policy");
    expect(toEnglish.headers["set-cookie"]?.[0]).toMatch(/^language=en;/);
    expect((await request(app).get(`/language/ar?next=${encodeURIComponent("/ar")}`)).headers.location).toBe("/ar");
    expect((await request(app).get("/language/en?next=%2Far")).headers.location).toBe("/");
  });

  it("never leaves the site, and sends anything that is not a page to the language's home page", async () => {
    for (const next of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "/ar/../..//evil.example", "/api/session", "/assets/x.js", ""]) {
      const response = await request(app).get(`/language/ar?next=${encodeURIComponent(next)}`);
      expect(response.status, next).toBe(303);
      expect(response.headers.location, next).toBe("/ar");
    }
    expect((await request(app).get("/language/en")).headers.location).toBe("/");
  });

  it("an unknown language is a 404 that sets nothing", async () => {
    const response = await request(app).get("/language/fr?next=%2Fblog");
    expect(response.status).toBe(404);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});

describe("the remembered choice of Arabic", () => {
  const app = express()
    .use(languageRedirect)
    .get(/.*/, (_req, res) => void res.send("page"));

  it("sends an arrival at an English address to the Arabic page", async () => {
    const response = await request(app).get("/blog?q=1").set("Accept", "text/html").set("Cookie", "language=ar");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/ar/blog?q=1");
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it("leaves a page reached from this site alone: Back to the English page seen before the switch", async () => {
    const response = await request(app).get("/blog").set("Accept", "text/html").set("Cookie", "language=ar").set("Sec-Fetch-Site", "same-origin");
    expect(response.status).toBe(200);
    expect(response.headers.vary).toMatch(/Sec-Fetch-Site/);
    expect((await request(app).get("/blog").set("Accept", "text/html").set("Cookie", "language=ar").set("Sec-Fetch-Site", "cross-site")).status).toBe(302);
    // Back and Forward: the history entry's own referrer, on this host.
    const back = await request(app).get("/blog").set("Accept", "text/html").set("Cookie", "language=ar").set("Sec-Fetch-Site", "none").set("Host", "firm.example").set("Referer", "http://firm.example/contact");
    expect(back.status).toBe(200);
    expect(back.headers.vary).toMatch(/Referer/);
    const elsewhere = await request(app).get("/blog").set("Accept", "text/html").set("Cookie", "language=ar").set("Host", "firm.example").set("Referer", "https://news.example/story");
    expect(elsewhere.status).toBe(302);
  });
});
