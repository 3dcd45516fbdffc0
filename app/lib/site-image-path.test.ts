import { describe, expect, it } from "vitest";
import { isSiteImagePath } from "./site-image-path";

const upload = `/uploads/${"3f".repeat(16)}`;

describe("isSiteImagePath", () => {
  it("allows an upload and a bundled image", () => {
    for (const path of [upload, "/images/blog/default-cover.svg", "/images/og-default.png", "/images/home/riyadh-skyline.svg", "/images/a/b_c-d.1.JPG"]) {
      expect(isSiteImagePath(path), path).toBe(true);
    }
  });

  it("refuses every other address, on this site or not (issue 21 item 2)", () => {
    for (const path of [
      "/api/admin/leads.csv",
      "/api/admin/privacy/export?email=a@b.example&download=1",
      "/images/../api/admin/leads.csv",
      "/images/%2e%2e/api/admin/leads.csv",
      "/images/.%2e/api/admin/leads.csv",
      "/images/x.png?/api/admin/leads.csv",
      "/images/x.png#x",
      "/images/x.png/../../api/admin/leads.csv",
      "/images//evil.example/x.png",
      "/images\\x.png",
      `${upload}?download=1`,
      `${upload}/`,
      "/uploads/3f2a",
      "/uploads/../api/admin/leads.csv",
      "/admin",
      "/blog/x.png",
      "/images/blog",
      "/images/.hidden.png",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "https://evil.example/x.png",
      "data:image/png;base64,AAAA",
      " /images/x.png",
      "",
    ]) {
      expect(isSiteImagePath(path), path).toBe(false);
    }
  });
});
