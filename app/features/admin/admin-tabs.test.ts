import { describe, expect, it } from "vitest";
import { adminTabGroups, adminTabs, groupOf, tabFromQuery, tabGroupsFor, tabsFor } from "./admin-tabs";

describe("the dashboard's tabs and their groups", () => {
  it("puts every tab in exactly one group", () => {
    const grouped = adminTabGroups.flatMap((group) => [...group.tabs]);
    expect([...grouped].sort()).toEqual([...adminTabs].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("opens every tab an old address names, and Blog Posts for anything else (spec §2)", () => {
    for (const tab of adminTabs) expect(tabFromQuery(tab, "admin")).toBe(tab);
    expect(tabFromQuery(null, "admin")).toBe("blog");
    expect(tabFromQuery("", "admin")).toBe("blog");
    expect(tabFromQuery("pipeline", "admin")).toBe("blog");
    expect(tabFromQuery("LEADS", "admin")).toBe("blog");
  });

  it("shows an editor blog posts, redirects, site texts, the team, testimonials, case studies and images only; an address naming another tab opens Blog Posts (decision 038)", () => {
    expect(tabsFor("editor")).toEqual(["blog", "content", "testimonials", "media", "redirects", "team", "case-studies"]);
    expect(tabsFor("admin")).toEqual([...adminTabs]);
    for (const tab of ["content", "testimonials", "media", "redirects", "team", "case-studies"]) expect(tabFromQuery(tab, "editor")).toBe(tab);
    for (const tab of ["leads", "contacts", "hr", "leadership", "users", "privacy", "audit", null]) expect(tabFromQuery(tab, "editor")).toBe("blog");
    expect(tabGroupsFor("editor")).toEqual([{ id: "content", tabs: ["blog", "redirects", "content", "team", "testimonials", "case-studies", "media"] }]);
    expect(tabGroupsFor("admin").map((group) => group.tabs.length)).toEqual(adminTabGroups.map((group) => group.tabs.length));
  });

  it("groups the requests, the public content and the governance", () => {
    expect(groupOf("leads")).toBe("pipeline");
    expect(groupOf("leadership")).toBe("pipeline");
    expect(groupOf("blog")).toBe("content");
    expect(groupOf("testimonials")).toBe("content");
    expect(groupOf("redirects")).toBe("content");
    expect(groupOf("team")).toBe("content");
    expect(groupOf("case-studies")).toBe("content");
    expect(groupOf("audit")).toBe("governance");
  });
});
