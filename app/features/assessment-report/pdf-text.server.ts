import type { ReportFonts, Weight } from "./report-fonts.server";
import { analyseParagraph, lineRuns, type BaseDirection, type Face, type VisualRun } from "./visual-line";
import { splitParagraphs, wrapText } from "./wrap-text";

export interface TextStyle {
  size: number;
  weight: Weight;
  color: string;
}

/** A wrapped line, ready to draw: its runs from left to right and its width. */
export interface SetLine {
  runs: VisualRun[];
  width: number;
}

export type Align = "start" | "end" | "center";

const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;

/**
 * fontkit's `layout(text, script)` form: naming the script stops fontkit from
 * guessing it from the characters (it would treat Arabic-Indic digits as
 * Arabic and reverse them) and makes pdfkit shape the run as one piece rather
 * than word by word (which would keep Arabic words in left-to-right order).
 * "arab" runs are shaped right to left: joined, and reversed into visual order.
 */
function shapingOptions(run: VisualRun): PDFKit.Mixins.TextOptions {
  const script = run.shapeRtl ? "arab" : "latn";
  return { features: script as unknown as PDFKit.Mixins.OpenTypeFeatures[] };
}

interface EmbeddedFontInternals {
  unicode?: unknown;
}

const visualLigatures = new WeakMap<object, Set<number>>();

/**
 * The glyphs of a right-to-left run are written in visual order, so a
 * ligature (lam-alef, and the many two-letter forms of IBM Plex Sans Arabic)
 * must map back to its letters in visual order too: readers that copy or
 * search the text (poppler, pdf.js) reverse the whole run, ligatures included.
 * pdfkit keeps that map (`unicode`, by glyph) on its internal font object;
 * if a pdfkit version changes it, this does nothing and only copy-and-paste
 * of such ligatures suffers.
 */
function storeLigaturesInVisualOrder(pdf: PDFKit.PDFDocument): void {
  const font = (pdf as unknown as { _font?: EmbeddedFontInternals })._font;
  if (!font || !Array.isArray(font.unicode)) return;
  let reversed = visualLigatures.get(font);
  if (!reversed) visualLigatures.set(font, (reversed = new Set()));
  const unicode: unknown[] = font.unicode;
  unicode.forEach((codePoints, glyph) => {
    if (Array.isArray(codePoints) && codePoints.length > 1 && !reversed.has(glyph)) {
      unicode[glyph] = [...codePoints].reverse();
      reversed.add(glyph);
    }
  });
}

/**
 * Draws bilingual text on a pdfkit document: measures, wraps in logical
 * order, reorders each line (visual-line.ts) and draws it run by run on one
 * baseline, each run in its face.
 */
export class BidiTextWriter {
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    readonly direction: BaseDirection,
  ) {}

  static registerFonts(pdf: PDFKit.PDFDocument, fonts: ReportFonts): void {
    for (const face of ["latin", "arabic"] as const) {
      for (const weight of ["regular", "bold"] as const) pdf.registerFont(fontName(face, weight), fonts[face][weight]);
    }
  }

  /** Width of a one-line text. */
  measure(text: string, style: TextStyle): number {
    const key = `${style.weight}|${style.size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.runsWidth(lineRuns(analyseParagraph(text, this.direction)), style);
      this.widths.set(key, width);
    }
    return width;
  }

  /** Lines of `text` (author line breaks kept) no wider than `maxWidth`. */
  setLines(text: string, maxWidth: number, style: TextStyle): SetLine[] {
    const lines: SetLine[] = [];
    for (const paragraphText of splitParagraphs(text)) {
      const paragraph = analyseParagraph(paragraphText, this.direction);
      for (const range of wrapText(paragraphText, maxWidth, (piece) => this.measure(piece, style))) {
        const runs = lineRuns(paragraph, range.start, range.end);
        lines.push({ runs, width: this.runsWidth(runs, style) });
      }
    }
    return lines;
  }

  /**
   * Draws a line on the baseline `baseline` inside the box [x, x + width],
   * aligned to the start (the right in Arabic), the end or the centre.
   */
  drawLine(line: SetLine, box: { x: number; width: number; baseline: number; align?: Align }, style: TextStyle): void {
    const align = box.align ?? "start";
    const flushRight = (align === "start") === (this.direction === "rtl");
    let x = align === "center" ? box.x + (box.width - line.width) / 2 : flushRight ? box.x + box.width - line.width : box.x;
    this.pdf.fillColor(style.color);
    for (const run of line.runs) {
      this.useFont(run.face, style);
      const options = shapingOptions(run);
      this.pdf.text(run.text, x, box.baseline, { ...options, lineBreak: false, baseline: "alphabetic" });
      if (run.shapeRtl) storeLigaturesInVisualOrder(this.pdf);
      x += this.pdf.widthOfString(run.text, options);
    }
  }

  private runsWidth(runs: VisualRun[], style: TextStyle): number {
    let width = 0;
    for (const run of runs) {
      this.useFont(run.face, style);
      width += this.pdf.widthOfString(run.text, shapingOptions(run));
    }
    return width;
  }

  private useFont(face: Face, style: TextStyle): void {
    this.pdf.font(fontName(face, style.weight)).fontSize(style.size);
  }
}
