import { describe, expect, it, vi } from "vitest";
import { builtInCatalogs } from "./built-in-catalogs";
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
    const t = createTranslator({ "footer.rights": "Welcome, {name}! {name}" });
    expect(t("footer.rights", { name: "Sara" })).toBe("Welcome, Sara! Sara");
  });

  it("shows an unknown key and reports it once", () => {
    const onMissing = vi.fn();
    const t = createTranslator({}, onMissing);
    // A key the server sent is a plain string: taken as it is.
    const sent: string = "x.y";
    expect(t(sent)).toBe("x.y");
    expect(t(sent)).toBe("x.y");
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith("x.y");
  });
});

describe("the keys t accepts (checked by tsc)", () => {
  it("takes catalog keys, keys built from a catalog namespace and plain strings; refuses an unknown literal key", () => {
    const t = createTranslator({ "brand.name": "Sanad" });
    const column = "date";
    const sent: string = "brand.name";
    expect(t("brand.name")).toBe("Sanad");
    expect(t(`leadsAdmin.csv.${column}`)).toBe("leadsAdmin.csv.date");
    expect(t(sent)).toBe("Sanad");
    // @ts-expect-error: a typo in a literal key fails the type check
    expect(t("brand.nmae")).toBe("brand.nmae");
    // @ts-expect-error: a template key must start with a catalog namespace
    expect(t(`nosuchspace.${column}`)).toBe("nosuchspace.date");
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

describe("the one reply promise (decision 049)", () => {
  const withPromise = {
    en: { "brand.replyPromise": "within 24 hours", "a.sent": "We will reply {replyPromise}.", "a.card": "A reply {replyPromise}" },
    ar: { "brand.replyPromise": "خلال 24 ساعة", "a.sent": "سنردّ عليكم {replyPromise}." },
  };

  it("puts the firm's one promise into every text that promises a reply, in each language", () => {
    expect(resolveMessages("en", withPromise, [])).toMatchObject({ "a.sent": "We will reply within 24 hours.", "a.card": "A reply within 24 hours" });
    expect(resolveMessages("ar", withPromise, [])["a.sent"]).toBe("سنردّ عليكم خلال 24 ساعة.");
  });

  it("uses the dashboard's promise once the firm sets it, in texts the firm left alone and in texts it rewrote", () => {
    const overrides = [
      { key: "brand.replyPromise", contentEn: "within one working day", contentAr: "خلال يوم عمل واحد" },
      { key: "a.card", contentEn: "Answered {replyPromise}", contentAr: null },
    ];
    expect(resolveMessages("en", withPromise, overrides)).toMatchObject({ "a.sent": "We will reply within one working day.", "a.card": "Answered within one working day" });
    expect(resolveMessages("ar", withPromise, overrides)["a.sent"]).toBe("سنردّ عليكم خلال يوم عمل واحد.");
  });
});

describe("no text promises a reply of its own (decision 049)", () => {
  it("leaves the promise to brand.replyPromise in every catalog, in both languages", () => {
    const catalogs = builtInCatalogs();
    const ownPromise = /within (24 hours|1-2 business days|one working day)|will get back to you soon|contact you soon|خلال (24 ساعة|يوم إلى يومَ?ي عمل|يوم عمل واحد)|سنتواصل معكم قريبًا/;
    for (const lang of ["en", "ar"] as const) {
      const promising = Object.entries(catalogs[lang]).filter(([key, text]) => key !== "brand.replyPromise" && ownPromise.test(text));
      expect(promising, lang).toEqual([]);
    }
  });
});
