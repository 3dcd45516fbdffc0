import { describe, expect, it } from "vitest";
import { adminTabGroups, adminTabs, groupOf, tabFromQuery } from "./admin-tabs";

describe("the dashboard's tabs and their groups", () => {
  it("puts every tab in exactly one group", () => {
    const grouped = adminTabGroups.flatMap((group) => [...group.tabs]);
    expect([...grouped].sort()).toEqual([...adminTabs].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("opens every tab an old address names, and Blog Posts for anything else (spec §2)", () => {
    for (const tab of adminTabs) expect(tabFromQuery(tab)).toBe(tab);
    expect(tabFromQuery(null)).toBe("blog");
    expect(tabFromQuery("")).toBe("blog");
    expect(tabFromQuery("pipeline")).toBe("blog");
    expect(tabFromQuery("LEADS")).toBe("blog");
  });

  it("groups the requests, the public content and the governance", () => {
    expect(groupOf("leads")).toBe("pipeline");
    expect(groupOf("leadership")).toBe("pipeline");
    expect(groupOf("blog")).toBe("content");
    expect(groupOf("testimonials")).toBe("content");
    expect(groupOf("audit")).toBe("governance");
  });
});
