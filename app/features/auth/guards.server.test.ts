import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n/locales";
import { requestContext, type RequestContext } from "~/lib/request-context";
import type { SessionUser } from "~/lib/session-user";
import { requireRolePage, requireUserPage, signInPathFor } from "./guards.server";

const member: SessionUser = { id: 7, username: "noura", role: "user", fullName: null, email: null, isProtected: false };
const admin: SessionUser = { ...member, id: 8, username: "boss", role: "admin" };
const editor: SessionUser = { ...member, id: 9, username: "sara", role: "editor" };

/** The request context as the `:lang?` layout's middleware leaves it (the page's language decided once, decision 027). */
function contextWith(user: SessionUser | null, lang: Lang = "en") {
  const context = new RouterContextProvider();
  context.set(requestContext, { user, lang } as RequestContext);
  return context;
}

/** What a loader throws: a Response (redirect) or data with a status. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("page guards", () => {
  it("signed out: redirect to the sign-in page of the page's language, with the way back", () => {
    const en = thrown(() => requireUserPage(contextWith(null), new URL("http://x.test/profile"))) as Response;
    expect(en.status).toBe(302);
    expect(en.headers.get("Location")).toBe("/auth?redirectTo=%2Fprofile");
    const ar = thrown(() => requireRolePage(contextWith(null, "ar"), new URL("http://x.test/ar/admin?tab=users"), ["admin"])) as Response;
    expect(ar.headers.get("Location")).toBe("/ar/auth?redirectTo=%2Far%2Fadmin%3Ftab%3Dusers");
  });

  it("a member on an admin page: 403 for the route's error boundary", () => {
    const error = thrown(() => requireRolePage(contextWith(member), new URL("http://x.test/admin"), ["admin"]));
    expect((error as { init: { status: number } }).init.status).toBe(403);
  });

  it("lets the right accounts through and returns them", () => {
    expect(requireUserPage(contextWith(member), new URL("http://x.test/profile"))).toBe(member);
    expect(requireRolePage(contextWith(admin), new URL("http://x.test/admin"), ["admin"])).toBe(admin);
  });

  it("a page's declared roles: an editor passes a page for administrators and editors, not one for administrators only", () => {
    expect(requireRolePage(contextWith(editor), new URL("http://x.test/admin"), ["admin", "editor"])).toBe(editor);
    const error = thrown(() => requireRolePage(contextWith(editor), new URL("http://x.test/admin"), ["admin"]));
    expect((error as { init: { status: number } }).init.status).toBe(403);
  });
});

describe("signInPathFor", () => {
  it("keeps the page's query and language", () => {
    expect(signInPathFor(new URL("http://x.test/admin?tab=users"), "en")).toBe("/auth?redirectTo=%2Fadmin%3Ftab%3Dusers");
    expect(signInPathFor(new URL("http://x.test/ar/profile"), "ar")).toBe("/ar/auth?redirectTo=%2Far%2Fprofile");
  });
});
