import { describe, expect, it } from "vitest";
import { grammaticalForm, inEachForm, profileGender, sameInEachForm } from "./grammatical-form";

describe("grammatical-form", () => {
  it("takes the form from the account holder's own profile answer; no answer, or one it does not know, is neutral", () => {
    expect(grammaticalForm("male")).toBe("masculine");
    expect(grammaticalForm("female")).toBe("feminine");
    expect(grammaticalForm(null)).toBe("neutral");
    expect(grammaticalForm(undefined)).toBe("neutral");
    expect(grammaticalForm("")).toBe("neutral");
    expect(profileGender("other")).toBeNull();
    expect(profileGender("female")).toBe("female");
  });

  it("writes a sentence under one key per form: the same English words, or Arabic's three", () => {
    expect(sameInEachForm("x.said", "{actor} added a note")).toEqual({
      "x.said.masculine": "{actor} added a note",
      "x.said.feminine": "{actor} added a note",
      "x.said.neutral": "{actor} added a note",
    });
    expect(inEachForm("x.said", { masculine: "{actor} أضاف ملاحظة", feminine: "{actor} أضافت ملاحظة", neutral: "إضافة ملاحظة من قِبل {actor}" })).toEqual({
      "x.said.masculine": "{actor} أضاف ملاحظة",
      "x.said.feminine": "{actor} أضافت ملاحظة",
      "x.said.neutral": "إضافة ملاحظة من قِبل {actor}",
    });
  });
});
