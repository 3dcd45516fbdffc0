import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/auth";
import type { Lang } from "~/i18n/locales";
import { requestContext, type RequestContext } from "~/lib/request-context";
import type { SessionUser } from "~/lib/session-user";

const member: SessionUser = { id: 7, username: "noura", role: "user", fullName: null, email: null, isProtected: false };
const admin: SessionUser = { ...member, id: 8, username: "boss", role: "admin" };

/** The sign-in page's loader for a signed-in visitor: the 302 it throws. */
function signedInRedirect(user: SessionUser, lang: Lang, search: string): Response {
  const context = new RouterContextProvider();
  context.set(requestContext, { user, lang } as RequestContext);
  const url = new URL(`http://localhost:3000${lang === "ar" ? "/ar" : ""}/auth${search}`);
  try {
    loader({ context, url, request: new Request(url), params: {} } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("expected a redirect");
}

describe("the sign-in page sends a signed-in visitor on, never to another site", () => {
  it("a hostile redirectTo lands on the account's own page (the review's case answered Location: //evil.example/x)", () => {
    for (const hostile of [
      "/ar/../..//evil.example/x",
      "/%2e%2e//evil.example/x",
      "/.//evil.example",
      "/ar/%2e%2e/%5cevil.example",
      "/%2F%2Fevil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
    ]) {
      const search = `?redirectTo=${encodeURIComponent(hostile)}`;
      const en = signedInRedirect(member, "en", search);
      expect(en.status, hostile).toBe(302);
      expect(en.headers.get("Location"), hostile).toBe("/profile");
      const ar = signedInRedirect(admin, "ar", search);
      expect(ar.headers.get("Location"), hostile).toBe("/ar/admin");
      // And unencoded, as a link would carry it.
      expect(signedInRedirect(member, "en", `?redirectTo=${hostile}`).headers.get("Location"), hostile).toBe("/profile");
    }
  });

  it("a path on the site is kept, normalised", () => {
    expect(signedInRedirect(member, "en", `?redirectTo=${encodeURIComponent("/ar/../blog?q=1")}`).headers.get("Location")).toBe("/blog?q=1");
    expect(signedInRedirect(admin, "ar", `?redirectTo=${encodeURIComponent("/ar/admin?tab=users")}`).headers.get("Location")).toBe("/ar/admin?tab=users");
  });
});
