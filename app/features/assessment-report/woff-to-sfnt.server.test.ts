import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff-to-sfnt.server";

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve("@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff"));

function tableDirectory(sfnt: Buffer) {
  return Array.from({ length: sfnt.readUInt16BE(4) }, (_, i) => ({
    tag: sfnt.toString("latin1", 12 + i * 16, 16 + i * 16),
    offset: sfnt.readUInt32BE(20 + i * 16),
    length: sfnt.readUInt32BE(24 + i * 16),
  }));
}

describe("woffToSfnt", () => {
  it("unpacks IBM Plex Sans Arabic into a TrueType file with every table, inflated and aligned", () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    const tables = tableDirectory(sfnt);
    expect(tables).toHaveLength(woff.readUInt16BE(12));
    expect(tables.map((table) => table.tag)).toEqual(expect.arrayContaining(["cmap", "glyf", "GSUB", "GPOS", "head", "name"]));
    for (const table of tables) {
      expect(table.offset % 4).toBe(0);
      expect(table.offset + table.length).toBeLessThanOrEqual(sfnt.length);
    }
    // Total size as the WOFF header announces it.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    const head = tables.find((table) => table.tag === "head")!;
    expect(sfnt.readUInt32BE(head.offset + 12)).toBe(0x5f0f3cf5);
  });

  it("refuses anything that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 not supported"))).toThrow(/WOFF/);
  });
});
