import { describe, expect, it } from "vitest";
import { hostsTextEditMode } from "./edit-mode-pages";
import { editableTextIndex } from "./text-edit-targets";

describe("editableTextIndex", () => {
  const messages = {
    "home.hero.title": "The leaders who will carry your next decade",
    "home.hero.secondaryCta": "Our services",
    "nav.services": "Our services",
    "brand.name": "Sanad  Executive\nPartners",
    "brand.logo": "SANAD",
    "footer.tagline": "SANAD",
    "home.hero.statsLabel": "Results our clients measure",
    "home.empty": "   ",
  };
  const index = editableTextIndex(messages, ["home.hero.title", "home.hero.secondaryCta", "brand.name", "brand.logo", "footer.tagline", "home.empty"]);

  it("maps an editable key's text, as the page shows it, to the key", () => {
    expect(index.get("The leaders who will carry your next decade")).toBe("home.hero.title");
    expect(index.get("Sanad Executive Partners")).toBe("brand.name");
  });

  it("leaves out a text another key of the page also has, editable or not, and texts that are not editable", () => {
    expect(index.has("Our services")).toBe(false);
    expect(index.has("SANAD")).toBe(false);
    expect(index.has("Results our clients measure")).toBe(false);
    expect([...index.values()].sort()).toEqual(["brand.name", "home.hero.title"]);
  });
});

describe("hostsTextEditMode", () => {
  it("is offered on the public pages in both languages, not on the dashboard, profile or sign-in", () => {
    for (const path of ["/", "/ar", "/blog", "/ar/blog/some-post", "/contact", "/connect", "/ar/privacy-policy"]) expect(hostsTextEditMode(path), path).toBe(true);
    for (const path of ["/admin", "/ar/admin", "/profile", "/auth", "/ar/reset-password"]) expect(hostsTextEditMode(path), path).toBe(false);
  });
});
