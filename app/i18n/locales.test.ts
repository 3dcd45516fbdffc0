import { describe, expect, it } from "vitest";
import { dirOf, langFromPath, localizePath, stripLangPrefix } from "./locales";

describe("language paths", () => {
  it("reads the language from the path", () => {
    expect(langFromPath("/")).toBe("en");
    expect(langFromPath("/blog/x")).toBe("en");
    expect(langFromPath("/ar")).toBe("ar");
    expect(langFromPath("/ar/blog/x")).toBe("ar");
    expect(langFromPath("/arabic")).toBe("en");
  });

  it("strips the Arabic prefix", () => {
    expect(stripLangPrefix("/ar")).toBe("/");
    expect(stripLangPrefix("/ar/contact")).toBe("/contact");
    expect(stripLangPrefix("/about-ar")).toBe("/about-ar");
  });

  it("builds the same page in the other language, keeping query and hash", () => {
    expect(localizePath("/", "ar")).toBe("/ar");
    expect(localizePath("/blog?q=hr#top", "ar")).toBe("/ar/blog?q=hr#top");
    expect(localizePath("/ar/blog?q=hr", "en")).toBe("/blog?q=hr");
    expect(localizePath("/ar", "en")).toBe("/");
    expect(localizePath("/#contact", "ar")).toBe("/ar#contact");
    expect(localizePath("/ar#contact", "en")).toBe("/#contact");
    expect(localizePath("/ar/blog/x", "ar")).toBe("/ar/blog/x");
  });

  it("gives the text direction", () => {
    expect(dirOf("ar")).toBe("rtl");
    expect(dirOf("en")).toBe("ltr");
  });
});
