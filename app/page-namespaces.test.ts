import { describe, expect, it } from "vitest";
import { namespacesForPath, pickEditModeMessages, pickPageMessages, sameNamespaces } from "./page-namespaces";

const messages = { "nav.about": "About", "home.title": "Home", "admin.title": "Admin", "blog.title": "Blog", "form.required": "Required" };

describe("page namespaces", () => {
  it("gives each page its own namespaces, in both languages", () => {
    expect([...namespacesForPath("/")]).toEqual(["home", "leads", "blog", "testimonials", "caseStudies"]);
    expect([...namespacesForPath("/ar")]).toEqual(["home", "leads", "blog", "testimonials", "caseStudies"]);
    expect([...namespacesForPath("/ar/case-studies/cfo-search")]).toEqual(["caseStudies"]);
    expect(namespacesForPath("/admin").has("caseStudiesAdmin")).toBe(true);
    expect([...namespacesForPath("/ar/connect")]).toEqual(["connect", "leads", "testimonials"]);
    expect(namespacesForPath("/admin").has("testimonialsAdmin")).toBe(true);
    expect(namespacesForPath("/connect").has("testimonialsAdmin")).toBe(false);
    expect([...namespacesForPath("/ar/blog/some-post")]).toEqual(["blog"]);
    expect([...namespacesForPath("/team")]).toEqual(["team"]);
    expect([...namespacesForPath("/ar/team/sara-al-otaibi")]).toEqual(["team"]);
    expect([...namespacesForPath("/no-such-page")]).toEqual([]);
  });

  it("always keeps shared keys and drops other pages' keys", () => {
    expect(pickPageMessages(messages, "/blog")).toEqual({ "nav.about": "About", "blog.title": "Blog", "form.required": "Required" });
    expect(pickPageMessages(messages, "/admin")).toHaveProperty("admin.title");
    expect(pickPageMessages(messages, "/")).not.toHaveProperty("admin.title");
  });

  it("tells when a navigation needs other texts", () => {
    expect(sameNamespaces("/blog", "/blog/x")).toBe(true);
    expect(sameNamespaces("/blog", "/")).toBe(false);
  });

  it("gives an administrator's public page the edit mode's words only (decision 037)", () => {
    const all = { ...messages, "siteContent.inPlace.switch": "Edit texts", "admin.form.cancel": "Cancel", "admin.nav.leads": "Leads" };
    expect(pickEditModeMessages(all)).toEqual({ "siteContent.inPlace.switch": "Edit texts", "admin.form.cancel": "Cancel" });
    expect(pickPageMessages(all, "/")).not.toHaveProperty("siteContent.inPlace.switch");
  });
});
