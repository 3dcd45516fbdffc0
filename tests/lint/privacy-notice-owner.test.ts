import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way to ask which privacy notice is in force (decision 032, issue 22): the
 * legal feature owns the versions table, and every other caller (the root
 * loader's version number, the consent a lead records) asks
 * `legal/current-privacy-notice.server.ts` instead of querying the table itself.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the privacy notice in force", () => {
  it("is read from the versions table only by the legal feature", () => {
    const readers = ["app", "server"]
      .flatMap(sourceFiles)
      .filter((file) => readFileSync(file, "utf8").includes("privacyNoticeVersions"))
      .map((file) => file.split(path.sep).join("/"));
    expect(readers.length).toBeGreaterThan(0);
    // The personal-data map names every table to classify its columns (the policy's are not personal); it queries none of them.
    const classifiesOnly = "app/features/privacy/personal-data-map.server.ts";
    expect(readFileSync(classifiesOnly, "utf8")).not.toMatch(/from\(privacyNoticeVersions\)/);
    expect(readers.filter((file) => !file.startsWith("app/features/legal/") && file !== classifiesOnly)).toEqual([]);
  });
});
