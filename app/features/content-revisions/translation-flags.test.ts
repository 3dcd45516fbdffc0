import { describe, expect, it } from "vitest";
import { changedLanguages, nextTranslationState, noTranslationState, translationFlags } from "./translation-flags";

const fields = { en: ["title"], ar: ["titleAr"] };
const values = { title: "T", titleAr: "ع" };
const none = { en: false, ar: false };

describe("linked translations", () => {
  it("a first save changes both languages, and neither is behind", () => {
    const state = nextTranslationState(noTranslationState, { number: 1, changed: changedLanguages(null, values, fields), noTranslationNeeded: false, behind: none });
    expect(translationFlags(state, values, fields)).toEqual({ en: "ok", ar: "ok" });
  });

  it("an English edit puts the Arabic behind until the Arabic is saved", () => {
    const first = nextTranslationState(noTranslationState, { number: 1, changed: { en: true, ar: true }, noTranslationNeeded: false, behind: none });
    const english = nextTranslationState(first, { number: 2, changed: { en: true, ar: false }, noTranslationNeeded: false, behind: none });
    expect(translationFlags(english, values, fields)).toEqual({ en: "ok", ar: "needsUpdate" });
    const englishAgain = nextTranslationState(english, { number: 3, changed: { en: true, ar: false }, noTranslationNeeded: false, behind: none });
    expect(translationFlags(englishAgain, values, fields).ar).toBe("needsUpdate");
    const arabic = nextTranslationState(englishAgain, { number: 4, changed: { en: false, ar: true }, noTranslationNeeded: false, behind: { en: false, ar: true } });
    expect(translationFlags(arabic, values, fields)).toEqual({ en: "ok", ar: "ok" });
  });

  it("an edit of a language that was up to date puts the other behind: the source of the latest change leads", () => {
    const first = nextTranslationState(noTranslationState, { number: 1, changed: { en: true, ar: true }, noTranslationNeeded: false, behind: none });
    const arabic = nextTranslationState(first, { number: 2, changed: { en: false, ar: true }, noTranslationNeeded: false, behind: none });
    expect(translationFlags(arabic, values, fields)).toEqual({ en: "needsUpdate", ar: "ok" });
  });

  it("a change that needs no translation leaves the other language up to date", () => {
    const first = nextTranslationState(noTranslationState, { number: 1, changed: { en: true, ar: true }, noTranslationNeeded: false, behind: none });
    const typo = nextTranslationState(first, { number: 2, changed: { en: true, ar: false }, noTranslationNeeded: true, behind: none });
    expect(translationFlags(typo, values, fields)).toEqual({ en: "ok", ar: "ok" });
  });

  it("an empty required field is missing, whatever the revisions say", () => {
    expect(translationFlags(noTranslationState, { title: "T", titleAr: " " }, fields)).toEqual({ en: "ok", ar: "missing" });
  });
});
