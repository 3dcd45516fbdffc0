import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { create, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { shippedTexts } from "./shipped-texts";

/**
 * The committed fonts (made by `npm run fonts:subset`, scripts/subset-fonts.mjs)
 * against the texts the site ships: a page's common files must draw every
 * character of its texts, or the page fetches a rare file or falls to the
 * device's face. A new letter in a catalog fails here until the script is run
 * again and app/fonts committed.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const rerun = "run `npm run fonts:subset` and commit app/fonts";

interface Face {
  family: string;
  weight: number;
  file: string;
  range: Set<number>;
}

function parseRange(range: string): Set<number> {
  const codePoints = new Set<number>();
  for (const part of range.split(",")) {
    const [from, to = from] = part.trim().replace(/^U\+/, "").split("-");
    for (let cp = parseInt(from, 16); cp <= parseInt(to, 16); cp++) codePoints.add(cp);
  }
  return codePoints;
}

const faces: Face[] = [...readFileSync(path.join(dir, "fonts.css"), "utf8").matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
  const field = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1].trim() ?? "";
  return {
    family: field("font-family").replace(/"/g, ""),
    weight: Number(field("font-weight")),
    file: /url\("\.\/([^"]+)"\)/.exec(field("src"))?.[1] ?? "",
    range: parseRange(field("unicode-range")),
  };
});

function face(family: string, weight: number, part: "common" | "rare"): Face {
  const found = faces.find((f) => f.family === family && f.weight === weight && f.file.endsWith(`-${part}.woff2`));
  if (!found) throw new Error(`no ${part} face for ${family} ${weight} in fonts.css`);
  return found;
}

/** A file's characters; U+FFFF is not one, only the end marker of the cmap's last segment, which fontkit lists. */
function characterSet(file: string): number[] {
  return (create(readFileSync(path.join(dir, file))) as Font).characterSet.filter((cp) => cp !== 0xffff);
}

/** Controls, joiners and direction marks: drawn by no font, so no face needs them. */
const isInvisible = (cp: number) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2069) || cp === 0xfeff;
const isArabicScript = (cp: number) => (cp >= 0x600 && cp <= 0x6ff) || (cp >= 0x750 && cp <= 0x77f) || (cp >= 0x8a0 && cp <= 0x8ff) || (cp >= 0xfb50 && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff);

/** Each character of the texts that `draws` refuses, once, with the first text holding it. */
function undrawn(texts: string[], draws: (cp: number) => boolean): string[] {
  const seen = new Map<number, string>();
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (!isInvisible(cp) && !draws(cp) && !seen.has(cp)) seen.set(cp, `U+${cp.toString(16).toUpperCase()} "${ch}" in "${text.slice(0, 60)}"`);
    }
  }
  return [...seen.values()];
}

const weights = [400, 600];
const texts = shippedTexts();

describe("the site's fonts", () => {
  it("declares two faces per family and weight, each with the characters its file draws", () => {
    expect(faces).toHaveLength(8);
    for (const f of faces) {
      const drawn = characterSet(f.file).filter((cp) => !isInvisible(cp));
      expect([...f.range].sort((a, b) => a - b), `${f.file}: the unicode-range in fonts.css is not its file's; ${rerun}`).toEqual(drawn.sort((a, b) => a - b));
    }
  });

  it("gives each character of a family and weight to one file only", () => {
    for (const family of ["IBM Plex Sans", "IBM Plex Sans Arabic"]) {
      for (const weight of weights) {
        const rare = face(family, weight, "rare").range;
        expect([...face(family, weight, "common").range].filter((cp) => rare.has(cp)), `${family} ${weight}`).toEqual([]);
      }
    }
  });

  it("draws every character of the Arabic texts with the Arabic common files", () => {
    for (const weight of weights) {
      const common = face("IBM Plex Sans Arabic", weight, "common").range;
      expect(undrawn(texts.ar, (cp) => common.has(cp)), `IBM Plex Sans Arabic ${weight}: ${rerun}`).toEqual([]);
    }
  });

  it("draws every character of the English texts with the Latin common files, Arabic words with the Arabic ones", () => {
    for (const weight of weights) {
      const latin = face("IBM Plex Sans", weight, "common").range;
      const arabic = face("IBM Plex Sans Arabic", weight, "common").range;
      expect(undrawn(texts.en, (cp) => (isArabicScript(cp) ? arabic : latin).has(cp)), `IBM Plex Sans ${weight}: ${rerun}`).toEqual([]);
    }
  });
});
