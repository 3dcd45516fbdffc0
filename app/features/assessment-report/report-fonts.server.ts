import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Face } from "./visual-line";
import { woffToSfnt } from "./woff-to-sfnt.server";

export type Weight = "regular" | "bold";

/**
 * The site's own faces, from the @fontsource packages in node_modules (no
 * network). WOFF rather than WOFF2: fontkit subsets WOFF reliably for
 * embedding. The Arabic files hold only the Arabic script (letters,
 * Arabic-Indic digits, Arabic punctuation); everything else, Latin digits and
 * punctuation included, is drawn with IBM Plex Sans.
 */
const FONT_FILES: Record<Face, Record<Weight, string>> = {
  latin: {
    regular: "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff",
    bold: "@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff",
  },
  arabic: {
    regular: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff",
    bold: "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff",
  },
};

export type ReportFonts = Record<Face, Record<Weight, Buffer>>;

let loading: Promise<ReportFonts> | null = null;

/**
 * The four fonts, read and unpacked once per process. Resolved through Node's module
 * resolution from this module's own location, which works from the sources
 * (dev server, tests) and from build/server/index.js alike.
 */
export function loadReportFonts(): Promise<ReportFonts> {
  loading ??= readAll().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function readAll(): Promise<ReportFonts> {
  const require = createRequire(import.meta.url);
  const read = async (specifier: string) => woffToSfnt(await readFile(require.resolve(specifier)));
  const [latinRegular, latinBold, arabicRegular, arabicBold] = await Promise.all([
    read(FONT_FILES.latin.regular),
    read(FONT_FILES.latin.bold),
    read(FONT_FILES.arabic.regular),
    read(FONT_FILES.arabic.bold),
  ]);
  return {
    latin: { regular: latinRegular, bold: latinBold },
    arabic: { regular: arabicRegular, bold: arabicBold },
  };
}
