import { describe, expect, it, vi } from "vitest";
import { createTranslator, overrideText, resolveMessages, siteText } from "./translate";

const catalogs = {
  en: { "a.title": "Title", "a.body": "Body", "a.only": "Only English" },
  ar: { "a.title": "العنوان", "a.body": "النص" },
};

describe("resolveMessages", () => {
  it("uses the built-in catalog of the language, then English", () => {
    const m = resolveMessages("ar", catalogs, []);
    expect(m["a.title"]).toBe("العنوان");
    expect(m["a.only"]).toBe("Only English");
  });

  it("prefers an override in the page language, then the page language's built-in text, then the English override", () => {
    const overrides = [
      { key: "a.title", contentEn: "New title", contentAr: "عنوان جديد" },
      { key: "a.body", contentEn: "New body", contentAr: null },
      { key: "a.only", contentEn: "New only", contentAr: null },
    ];
    const ar = resolveMessages("ar", catalogs, overrides);
    expect(ar["a.title"]).toBe("عنوان جديد");
    // An English-only rename keeps the Arabic built-in text (decision 027).
    expect(ar["a.body"]).toBe("النص");
    expect(ar["a.only"]).toBe("New only");
    const en = resolveMessages("en", catalogs, overrides);
    expect(en["a.title"]).toBe("New title");
  });

  it("ignores blank overrides", () => {
    const m = resolveMessages("en", catalogs, [{ key: "a.title", contentEn: "  ", contentAr: "" }]);
    expect(m["a.title"]).toBe("Title");
  });
});

describe("createTranslator", () => {
  it("fills variables", () => {
    const t = createTranslator({ hi: "Welcome, {name}! {name}" });
    expect(t("hi", { name: "Sara" })).toBe("Welcome, Sara! Sara");
  });

  it("shows an unknown key and reports it once", () => {
    const onMissing = vi.fn();
    const t = createTranslator({}, onMissing);
    expect(t("x.y")).toBe("x.y");
    expect(t("x.y")).toBe("x.y");
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith("x.y");
  });
});

describe("site texts (what the site and the dashboard's preview both show)", () => {
  it("shows Markdown and HTML exactly as typed, as characters", () => {
    expect(siteText("Our **approach** <em>works</em> [here](https://x.sa)")).toBe("Our **approach** <em>works</em> [here](https://x.sa)");
  });

  it("makes line breaks and runs of spaces one space, as a paragraph does, and drops an empty text", () => {
    expect(siteText("  First line\n\nsecond   line \t")).toBe("First line second line");
    expect(siteText(" \n ")).toBeUndefined();
    expect(siteText(null)).toBeUndefined();
  });

  it("falls back from an empty Arabic text to the English one where there is no Arabic built-in text, then to nothing (the built-in text)", () => {
    expect(overrideText("ar", { contentEn: "English", contentAr: "  " })).toBe("English");
    expect(overrideText("ar", { contentEn: "English", contentAr: "  " }, "عربي")).toBeUndefined();
    expect(overrideText("ar", { contentEn: null, contentAr: "" })).toBeUndefined();
    expect(overrideText("en", { contentEn: "", contentAr: "عربي" })).toBeUndefined();
  });

  it("is what resolveMessages puts on the page", () => {
    const item = { key: "a.title", contentEn: "## Hello\n**there**", contentAr: "مرحبًا\n<b>بكم</b>" };
    for (const lang of ["en", "ar"] as const) expect(resolveMessages(lang, catalogs, [item])["a.title"]).toBe(overrideText(lang, item, catalogs.ar["a.title"]));
    expect(resolveMessages("en", catalogs, [item])["a.title"]).toBe("## Hello **there**");
  });
});
