import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDateTime, neutraliseFormula, toCsv } from "./csv";

describe("neutraliseFormula", () => {
  it("prefixes cells that a spreadsheet would evaluate", () => {
    for (const value of ["=1+1", "+966500000000", "-5", "@SUM(A1)", "\t=cmd", "\r=cmd"]) {
      expect(neutraliseFormula(value), value).toBe(`'${value}`);
    }
  });

  it("leaves ordinary text alone", () => {
    for (const value of ["Noura", "a=b", "سند", "", " =not first"]) expect(neutraliseFormula(value)).toBe(value);
  });
});

describe("csvCell", () => {
  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell('Say "hello", then go')).toBe('"Say ""hello"", then go"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  it("neutralises before quoting", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });
});

describe("toCsv", () => {
  it("starts with a byte order mark and ends lines with CRLF", () => {
    const csv = toCsv(["Name", "Message"], [["نورة", "مرحبا"], ["Sam", "Hi"]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Name","Message"\r\n"نورة","مرحبا"\r\n"Sam","Hi"\r\n');
  });
});

describe("csvDateTime", () => {
  it("writes Riyadh time (UTC+3) as YYYY-MM-DD HH:mm", () => {
    expect(csvDateTime(new Date("2026-03-05T21:30:00Z"))).toBe("2026-03-06 00:30");
  });
});
