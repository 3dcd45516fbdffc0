// `npm run fonts:subset`: makes the site's web fonts, app/fonts/*.woff2, and
// their @font-face rules, app/fonts/fonts.css, with HarfBuzz's subsetter
// (subset-font). Run it when app/fonts/fonts.test.ts says a shipped text holds
// a character the common files lack, and commit app/fonts. The build only
// reads the committed files (docs/decisions/041-font-subsets.md).
//
// Per family and weight (400 and 600), two files:
// - common: what a page in that language draws before first paint. For IBM
//   Plex Sans Arabic that is the Arabic letters, marks, digits and punctuation
//   plus ASCII (its Latin is IBM Plex Sans's design), so an Arabic page needs
//   one file per weight; for IBM Plex Sans, ASCII and Latin-1. Both also take
//   every character of the shipped texts (app/fonts/shipped-texts.ts).
// - rare: everything else the source draws (for Arabic, the rest of the Arabic
//   script's blocks), fetched only by a page holding one of those characters:
//   each face's unicode-range lists exactly the characters of its file.
// Every layout feature is kept (HarfBuzz's GSUB closure: contextual forms,
// lam-alef and the other ligatures, mark positioning), and checked here: every
// word of the shipped texts, and each rare letter in its joining forms, must
// shape to the same outlines at the same positions as with the source font.
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "app/fonts");
const require = createRequire(import.meta.url);

const span = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ascii = span(0x20, 0x7e);
// Dashes, quotes, bullet, ellipsis and the minus sign of figures such as "−50%".
const punctuation = [0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x2212];

/** Always in a common file, whatever the shipped texts hold today: what texts written in the dashboard are most likely to use. */
const alwaysCommon = {
  // Latin-1 whole (names such as "José"), € and ™, and the typographic quotes, dashes and guillemets.
  latin: [...ascii, ...span(0xa0, 0xff), ...punctuation, 0x201a, 0x201e, 0x2039, 0x203a, 0x20ac, 0x2122],
  // The Arabic alphabet with its hamza forms and tatweel, the marks (harakat, shadda, sukun, maddah, hamza above and
  // below, superscript alef), Arabic-Indic digits and separators, Arabic punctuation; Western digits and Latin words
  // through ASCII; Latin-1's symbols (« » · © × ÷), not its accented letters.
  arabic: [...ascii, ...span(0xa0, 0xbf), 0xd7, 0xf7, ...punctuation, 0x60c, 0x61b, 0x61f, ...span(0x621, 0x63a), ...span(0x640, 0x655), ...span(0x660, 0x66d), 0x670],
};

/** The Arabic script's blocks: Arabic, Supplement, Extended-A, Presentation Forms-A and -B. The Arabic rare files hold what the font draws of these; anything else falls to IBM Plex Sans. */
const arabicBlocks = [span(0x600, 0x6ff), span(0x750, 0x77f), span(0x8a0, 0x8ff), span(0xfb50, 0xfdff), span(0xfe70, 0xfeff)].flat();
const isArabicScript = (cp) => arabicBlocks.includes(cp);

/** Drawn by no font: controls, joiners and direction marks (default-ignorable). */
const isInvisible = (cp) => cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0x200b && cp <= 0x200f) || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2060 && cp <= 0x2069) || cp === 0xfeff;

const families = [
  {
    key: "latin",
    family: "IBM Plex Sans",
    file: "ibm-plex-sans",
    // The Latin file the site served before (Google Fonts' "latin" subset, as @fontsource packs it): its rare half is what it drew beyond the common one.
    source: (weight) => `@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-${weight}-normal.woff2`,
    rareScope: () => true,
  },
  {
    key: "arabic",
    family: "IBM Plex Sans Arabic",
    file: "ibm-plex-sans-arabic",
    // The whole font (@fontsource splits it by script, and this family's common file needs Arabic and Latin in one).
    source: (weight) => `@expo-google-fonts/ibm-plex-sans-arabic/${weight === 400 ? "400Regular/IBMPlexSansArabic_400Regular" : "600SemiBold/IBMPlexSansArabic_600SemiBold"}.ttf`,
    rareScope: isArabicScript,
  },
];
const weights = [400, 600];

async function loadShippedTexts() {
  const { module } = await runnerImport(path.join(root, "app/fonts/shipped-texts.ts"), { configFile: false, root, logLevel: "error", resolve: { tsconfigPaths: true } });
  return module.shippedTexts();
}

/** A font's code points and a HarfBuzz font to shape with; `sfnt` is TrueType/OpenType bytes. */
function openFont(sfnt) {
  const face = new hb.Face(new hb.Blob(sfnt), 0);
  return { codePoints: new Set(face.collectUnicodes()), font: new hb.Font(face), outlines: new Map() };
}

/** What the shaper draws for a text: each glyph's outline and position, in font units. */
function shape({ font, outlines }, text) {
  const outline = (glyph) => {
    if (!outlines.has(glyph)) outlines.set(glyph, font.glyphToPath(glyph));
    return outlines.get(glyph);
  };
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((glyph) => `${glyph.cluster}:${outline(glyph.codepoint)}@${glyph.xAdvance},${glyph.xOffset},${glyph.yOffset}`);
}

function sameShaping(source, subset, texts, label) {
  const differing = texts.filter((text) => shape(source, text).join("|") !== shape(subset, text).join("|"));
  if (differing.length > 0) throw new Error(`${label} shapes ${differing.length} text(s) differently from its source, e.g. ${JSON.stringify(differing.slice(0, 5))}`);
}

const hex = (cp) => cp.toString(16).toUpperCase();
function unicodeRange(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i])}`);
  }
  return parts.join(", ");
}

const texts = await loadShippedTexts();
const charactersOf = (list) => new Set(list.flatMap((text) => [...text].map((ch) => ch.codePointAt(0))).filter((cp) => !isInvisible(cp)));
const hasArabic = (word) => [...word].some((ch) => isArabicScript(ch.codePointAt(0)));
const wordsOf = (list, keep) => list.flatMap((text) => text.split(/\s+/)).filter((word) => word && keep(word));
// A page in a language draws its texts with its own family first: English pages with IBM Plex Sans (and IBM Plex Sans
// Arabic for Arabic letters), Arabic pages with IBM Plex Sans Arabic (app/app.css).
const needed = {
  latin: [...charactersOf(texts.en)].filter((cp) => !isArabicScript(cp)),
  arabic: [...charactersOf(texts.ar), ...[...charactersOf(texts.en)].filter(isArabicScript)],
};
// Shaping does not cross a space in these scripts, so checking each distinct word checks every text.
const wordsToCheck = {
  latin: [...new Set(wordsOf(texts.en, (word) => !hasArabic(word)))],
  arabic: [...new Set([...wordsOf(texts.ar, () => true), ...wordsOf(texts.en, hasArabic)])],
};

const rules = [];
const summary = [];
for (const { key, family, file, source, rareScope } of families) {
  for (const weight of weights) {
    const sourceSfnt = await fontverter.convert(await readFile(require.resolve(source(weight))), "sfnt");
    const original = openFont(sourceSfnt);
    const missing = needed[key].filter((cp) => !original.codePoints.has(cp));
    if (missing.length > 0) {
      throw new Error(`${family} ${weight} cannot draw ${missing.map((cp) => `U+${hex(cp)} (${String.fromCodePoint(cp)})`).join(", ")} from the shipped texts: change the text, or decide which face should draw it (docs/decisions/041-font-subsets.md)`);
    }
    const commonWanted = new Set([...alwaysCommon[key], ...needed[key]].filter((cp) => original.codePoints.has(cp)));
    const rareWanted = new Set([...original.codePoints].filter((cp) => !isInvisible(cp) && !commonWanted.has(cp) && rareScope(cp)));

    for (const [part, wanted] of [["common", commonWanted], ["rare", rareWanted]]) {
      const sfnt = await subsetFont(sourceSfnt, String.fromCodePoint(...wanted), { targetFormat: "sfnt" });
      const subset = openFont(sfnt);
      const drawn = [...subset.codePoints].filter((cp) => !isInvisible(cp));
      const lost = [...wanted].filter((cp) => !subset.codePoints.has(cp));
      if (lost.length > 0) throw new Error(`${family} ${weight} ${part} lost ${lost.map(hex).join(", ")}`);
      if (part === "common") {
        sameShaping(original, subset, wordsToCheck[key].filter((word) => [...word].every((ch) => subset.codePoints.has(ch.codePointAt(0)) || isInvisible(ch.codePointAt(0)))), `${family} ${weight} common`);
      } else {
        // Each rare character alone and thrice in a row (a joining letter's initial, medial and final forms).
        sameShaping(original, subset, drawn.map((cp) => String.fromCodePoint(cp)).flatMap((ch) => [ch, ch.repeat(3)]), `${family} ${weight} rare`);
      }
      const name = `${file}-${weight}-${part}.woff2`;
      const woff2 = await fontverter.convert(sfnt, "woff2");
      await writeFile(path.join(outDir, name), woff2);
      summary.push(`${name}: ${drawn.length} characters, ${woff2.length} bytes`);
      rules.push(
        [
          "@font-face {",
          `  font-family: "${family}";`,
          "  font-style: normal;",
          `  font-weight: ${weight};`,
          `  font-display: ${part === "common" ? "optional" : "swap"};`,
          `  src: url("./${name}") format("woff2");`,
          `  unicode-range: ${unicodeRange(drawn)};`,
          "}",
        ].join("\n"),
      );
    }
  }
}

const header = `/*
 * Made by \`npm run fonts:subset\` (scripts/subset-fonts.mjs); do not edit by hand.
 * Per family and weight, a common file (what a page in its language draws; app/root.tsx preloads the page's two) and a
 * rare one, fetched only for a character of its unicode-range.
 * Common files: font-display optional, so text never changes face once drawn (no layout shift). A face not ready about
 * 100 ms after the stylesheet (a first visit on a slow network) leaves the device's face on that page; the next page
 * finds the file in the browser's cache.
 * Rare files: font-display swap. They are never preloaded, and Chromium does not even fetch an optional face first
 * needed after the page has loaded (text a script adds), so with optional their letters would stay in the device's face.
 */`;
await writeFile(path.join(outDir, "fonts.css"), `${header}\n${rules.join("\n")}\n`);
console.log(summary.join("\n"));
