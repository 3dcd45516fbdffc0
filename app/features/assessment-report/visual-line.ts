import bidiFactory, { type EmbeddingLevels } from "bidi-js";

/**
 * Right-to-left layout for the results PDF. pdfkit draws glyphs left to right
 * and knows nothing of the Unicode bidirectional algorithm, so a line is cut
 * into runs here, in the order they appear on the page, and each run is drawn
 * on its own (see pdf-text.server.ts).
 */

const bidi = bidiFactory();

export type BaseDirection = "ltr" | "rtl";

/** Which of the two faces draws a character: IBM Plex Sans Arabic or IBM Plex Sans. */
export type Face = "arabic" | "latin";

export interface VisualRun {
  /**
   * The characters to hand to the shaper. When `shapeRtl` is true they are in
   * logical (reading) order and the shaper joins the Arabic letters and lays
   * them out right to left itself. Otherwise they are already in visual order,
   * left to right, with brackets mirrored where the run is right-to-left.
   */
  text: string;
  face: Face;
  shapeRtl: boolean;
}

/** Marks that steer the bidi algorithm but have no glyph of their own. */
const INVISIBLE_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function isArabicScript(codeUnit: number): boolean {
  return (
    (codeUnit >= 0x0600 && codeUnit <= 0x06ff) ||
    (codeUnit >= 0x0750 && codeUnit <= 0x077f) ||
    (codeUnit >= 0x08a0 && codeUnit <= 0x08ff) ||
    (codeUnit >= 0xfb50 && codeUnit <= 0xfdff) ||
    (codeUnit >= 0xfe70 && codeUnit <= 0xfeff)
  );
}

/**
 * Spaces, joiners and direction marks carry no face of their own: they go
 * with their neighbours, so a run is not cut at every space.
 */
function isFaceless(char: string): boolean {
  return /[\s\u200c\u200d]/.test(char) || INVISIBLE_CONTROLS.test(char);
}

/** The face of every character of `text`, in logical order. */
export function facesOf(text: string, direction: BaseDirection): Face[] {
  const own: (Face | null)[] = Array.from({ length: text.length }, (_, i) => {
    const char = text[i]!;
    if (isFaceless(char)) return null;
    return isArabicScript(char.charCodeAt(0)) ? "arabic" : "latin";
  });
  const faces: Face[] = [];
  let previous: Face | null = null;
  for (let i = 0; i < own.length; i++) {
    if (own[i]) previous = own[i]!;
    faces.push(own[i] ?? previous ?? nextFace(own, i) ?? (direction === "rtl" ? "arabic" : "latin"));
  }
  return faces;
}

function nextFace(own: (Face | null)[], from: number): Face | null {
  for (let i = from; i < own.length; i++) if (own[i]) return own[i];
  return null;
}

/** A paragraph with its bidi levels resolved once, so that each of its wrapped lines is ordered in the paragraph's context. */
export interface BidiParagraph {
  text: string;
  direction: BaseDirection;
  levels: EmbeddingLevels;
  faces: Face[];
}

export function analyseParagraph(text: string, direction: BaseDirection): BidiParagraph {
  return { text, direction, levels: bidi.getEmbeddingLevels(text, direction), faces: facesOf(text, direction) };
}

/**
 * The runs of the line `paragraph.text[start, end)` from the left edge of the
 * page to the right (Unicode bidi algorithm, rules L1-L4). A run never mixes
 * faces or directions.
 */
export function lineRuns(paragraph: BidiParagraph, start = 0, end = paragraph.text.length): VisualRun[] {
  if (end <= start) return [];
  const { text, levels, faces } = paragraph;
  // The indices of the whole paragraph come back, with only this line reordered.
  const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);

  interface Pending {
    chars: string[];
    face: Face;
    rtl: boolean;
    hasArabicLetter: boolean;
  }
  const pending: Pending[] = [];
  for (const index of order) {
    const char = text[index]!;
    if (INVISIBLE_CONTROLS.test(char)) continue;
    const rtl = (levels.levels[index]! & 1) === 1;
    const face = faces[index]!;
    let run = pending.at(-1);
    if (!run || run.face !== face || run.rtl !== rtl) {
      run = { chars: [], face, rtl, hasArabicLetter: false };
      pending.push(run);
    }
    run.chars.push(rtl ? (mirrored.get(index) ?? char) : char);
    if (bidi.getBidiCharTypeName(char) === "AL") run.hasArabicLetter = true;
  }

  return pending.map((run) => {
    const shapeRtl = run.rtl && run.face === "arabic" && run.hasArabicLetter;
    const text = shapeRtl ? [...run.chars].reverse().join("") : fixSurrogates(run.chars).join("");
    return { text, face: run.face, shapeRtl };
  });
}

/** The runs of a one-line text. */
export function visualRuns(text: string, direction: BaseDirection): VisualRun[] {
  return lineRuns(analyseParagraph(text, direction));
}

/**
 * The line as it reads from left to right on the page, one character after
 * another (before Arabic joining). For tests and debugging.
 */
export function visualText(runs: VisualRun[]): string {
  return runs.map((run) => (run.shapeRtl ? [...run.text].reverse().join("") : run.text)).join("");
}

/** A right-to-left run reverses a surrogate pair together with everything else; put each pair back in order. */
function fixSurrogates(chars: string[]): string[] {
  const out = [...chars];
  for (let i = 0; i + 1 < out.length; i++) {
    const a = out[i]!.charCodeAt(0);
    const b = out[i + 1]!.charCodeAt(0);
    if (a >= 0xdc00 && a <= 0xdfff && b >= 0xd800 && b <= 0xdbff) {
      [out[i], out[i + 1]] = [out[i + 1]!, out[i]!];
      i++;
    }
  }
  return out;
}
