import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The one digit rule (decision 021) holds only if every date, number and
 * percentage goes through app/i18n/format.ts. This fails when code elsewhere
 * builds its own formatter, which would pick the locale's own digits again.
 */
const root = join(import.meta.dirname, "..", "..");
const scanned = ["app", "server", "db", "scripts"];
const direct = /\.toLocale(?:String|DateString|TimeString)\(|\bIntl\.(?:DateTimeFormat|NumberFormat|RelativeTimeFormat)\b/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(?:ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("dates and numbers are formatted by the shared helpers only", () => {
  it("no file outside app/i18n formats them itself", () => {
    const offenders = scanned
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .map((path) => relative(root, path))
      .filter((path) => !path.startsWith(join("app", "i18n")))
      .flatMap((path) =>
        readFileSync(join(root, path), "utf8")
          .split("\n")
          .flatMap((line, i) => (direct.test(line) && !/^\s*(\/\/|\*)/.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
