import { describe, expect, it } from "vitest";
import { catalogs } from "./message-catalogs";

/**
 * Texts that are the same in both languages on purpose (names, codes, the other
 * language's label, a CSV column that is a category name and "%" only, and the
 * audit log's ": {items}", punctuation before a list, and the day strip's
 * "{source} · {date}", two values the page fills in, each in its language).
 */
const latinAllowed = new Set(["language.switch", "language.switchLabel", "hrAdmin.csv.category", "auditLogAdmin.part.list", "admin.day.received",
  // Only the firm's reply promise, which is Arabic once filled in (decision 049).
  "connect.highlight.replyValue",
]);

describe("catalogs", () => {
  it("has an Arabic text for every English key and no extra ones", () => {
    expect(Object.keys(catalogs.ar).sort()).toEqual(Object.keys(catalogs.en).sort());
  });

  it("has no empty texts", () => {
    for (const lang of ["en", "ar"] as const) {
      for (const [key, text] of Object.entries(catalogs[lang])) {
        expect(text.trim(), `${lang} ${key}`).not.toBe("");
      }
    }
  });

  it("writes every Arabic text in Arabic", () => {
    for (const [key, text] of Object.entries(catalogs.ar)) {
      if (latinAllowed.has(key)) continue;
      expect(/[\u0600-\u06FF]/.test(text), `ar ${key}: ${text}`).toBe(true);
    }
  });

  it("keeps the same {placeholders} in both languages", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(catalogs.en)) {
      expect(names(catalogs.ar[key]), key).toEqual(names(text));
    }
  });
});
