import PDFDocument from "pdfkit";
import { formatNumber, formatPercent } from "~/i18n/format";
import { paginate, type FlowItem } from "./paginate";
import { BidiTextWriter, type Align, type SetLine, type TextStyle } from "./pdf-text.server";
import { loadReportFonts } from "./report-fonts.server";
import type { ReportDocument, ReportSection } from "./report-document";

export interface RenderReportPdfOptions {
  /** Creation date written into the PDF's metadata (tests pass a fixed one). */
  now?: Date;
}

type Tone = ReportDocument["score"]["tone"];

/** The site's palette (app/app.css). */
const color = {
  ink900: "#0b1f3a",
  ink700: "#1d3a66",
  ink100: "#e3e9f2",
  sand500: "#c8a96a",
  sand600: "#a2834a",
  sand300: "#e6d5ad",
  text: "#1c2b40",
  muted: "#5a6a80",
  onInk: "#d5deeb",
  white: "#ffffff",
};

/** Status colours, dark enough for small text on white (WCAG AA), with a light tint for backgrounds. */
const tones: Record<Tone, { ink: string; tint: string }> = {
  green: { ink: "#1f6b3a", tint: "#e6f2ea" },
  yellow: { ink: "#8a5a00", tint: "#fbf1dc" },
  red: { ink: "#b42318", tint: "#fef3f2" },
};

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const RUNNING_HEADER_HEIGHT = 46;
/** The page number's box at the footer's end ("Page 10 of 12" fits). */
const PAGE_NUMBER_WIDTH = 80;
/** Where the flow starts below the running header of the second and later pages. */
const FLOW_TOP = RUNNING_HEADER_HEIGHT + 28;

interface Block {
  height: number;
  /** `pageTop`: the block is the first thing on a new page. */
  draw(top: number, pageTop?: boolean): void;
}

type FlowBlock = FlowItem & Pick<Block, "draw">;

/**
 * The results PDF of an assessment (A4), in the document's language: Arabic
 * documents are laid out right to left with joined letters, and everything is
 * mirrored (text on the right, bars filling from the right).
 */
export async function renderReportPdf(doc: ReportDocument, options: RenderReportPdfOptions = {}): Promise<Buffer> {
  const fonts = await loadReportFonts();
  const now = options.now ?? new Date();
  const pdf = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    lang: doc.lang,
    displayTitle: true,
    info: { Title: doc.title, Author: doc.firmName, Creator: doc.firmName, CreationDate: now, ModDate: now },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  BidiTextWriter.registerFonts(pdf, fonts);
  new ReportLayout(pdf, doc).render();
  pdf.end();
  return done;
}

class ReportLayout {
  private readonly writer: BidiTextWriter;
  private readonly rtl: boolean;
  /** Arabic is set slightly larger and with taller lines than Latin (design brief). */
  private readonly scale: number;
  private readonly leading: number;
  private y = 0;
  private contentBottom = PAGE_HEIGHT;

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly doc: ReportDocument,
  ) {
    this.rtl = doc.lang === "ar";
    this.writer = new BidiTextWriter(pdf, this.rtl ? "rtl" : "ltr");
    this.scale = this.rtl ? 1.08 : 1;
    this.leading = this.rtl ? 1.75 : 1.45;
  }

  render(): void {
    const footer = this.footerBlock();
    this.contentBottom = PAGE_HEIGHT - footer.height - 18;
    this.drawTitleBand();
    this.drawScoreCard();
    const flow = this.doc.sections.flatMap((section, index) => this.sectionFlow(section, index === 0));
    const placements = paginate(flow, { firstTop: this.y, top: FLOW_TOP, bottom: this.contentBottom });
    let page = 0;
    flow.forEach((block, i) => {
      const { page: blockPage, y } = placements[i];
      const pageTop = blockPage !== page;
      if (pageTop) {
        this.pdf.addPage({ size: "A4", margin: 0 });
        this.drawRunningHeader();
        page = blockPage;
      }
      block.draw(y, pageTop);
    });
    this.drawFooters(footer);
  }

  // ── Text helpers ──────────────────────────────────────────────────────────

  private style(size: number, weight: TextStyle["weight"], colour: string): TextStyle {
    return { size: size * this.scale, weight, color: colour };
  }

  private lineHeight(style: TextStyle): number {
    return style.size * this.leading;
  }

  /** Lines of text as a block of `width`, placed `offset` from the start edge of the content. */
  private textBlock(text: string, style: TextStyle, offset: number, width: number, align: Align = "start"): Block {
    const lines = this.writer.setLines(text, width, style);
    const lineHeight = this.lineHeight(style);
    return {
      height: lines.length * lineHeight,
      draw: (top) => lines.forEach((line, i) => this.drawSetLine(line, style, offset, width, top + i * lineHeight, align)),
    };
  }

  private drawSetLine(line: SetLine, style: TextStyle, offset: number, width: number, top: number, align: Align = "start"): void {
    const baseline = top + this.lineHeight(style) / 2 + style.size * 0.34;
    this.writer.drawLine(line, { x: this.xOf(offset, width), width, baseline, align }, style);
  }

  /** Left edge of a box `width` wide placed `offset` from the start edge of the content (the right edge in Arabic). */
  private xOf(offset: number, width: number, left = MARGIN_X, available = CONTENT_WIDTH): number {
    return this.rtl ? left + available - offset - width : left + offset;
  }

  // ── Pages ─────────────────────────────────────────────────────────────────

  private drawTitleBand(): void {
    const textWidth = CONTENT_WIDTH - 110;
    const firm = this.textBlock(this.doc.firmName, this.style(11, "bold", color.sand500), 0, textWidth);
    const title = this.textBlock(this.doc.title, this.style(22, "bold", color.white), 0, textWidth);
    const subtitles = (this.doc.subtitleLines ?? []).map((line) => this.textBlock(line, this.style(11, "regular", color.onInk), 0, textWidth));
    const date = this.textBlock(this.doc.dateText, this.style(9.5, "regular", color.sand300), 0, textWidth);
    const subtitleHeight = subtitles.reduce((sum, block) => sum + block.height, 0);
    const height = 36 + firm.height + 18 + title.height + 4 + subtitleHeight + 8 + date.height + 30;

    this.pdf.rect(0, 0, PAGE_WIDTH, height).fill(color.ink900);
    this.drawStar(this.rtl ? MARGIN_X + 40 : PAGE_WIDTH - MARGIN_X - 40, height / 2, 58);
    this.pdf.rect(0, height - 4, PAGE_WIDTH, 4).fill(color.sand500);

    let y = 36;
    firm.draw(y);
    y += firm.height + 6;
    this.pdf.rect(this.xOf(0, 36), y, 36, 2).fill(color.sand500);
    y += 12;
    title.draw(y);
    y += title.height + 4;
    for (const block of subtitles) {
      block.draw(y);
      y += block.height;
    }
    date.draw(y + 8);
    this.y = height + 26;
  }

  /** An eight-pointed star (two squares), a quiet nod to Najdi geometric ornament. */
  private drawStar(cx: number, cy: number, radius: number): void {
    const square = (turn: number) =>
      [0, 1, 2, 3].map((k) => {
        const angle = turn + (k * Math.PI) / 2;
        return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as [number, number];
      });
    this.pdf.save().lineWidth(1.2).strokeColor(color.ink700);
    for (const turn of [0, Math.PI / 4]) this.pdf.polygon(...square(turn)).stroke();
    this.pdf.circle(cx, cy, radius * 0.42).stroke();
    this.pdf.circle(cx, cy, 3).fill(color.sand500);
    this.pdf.restore();
  }

  private drawRunningHeader(): void {
    this.pdf.rect(0, 0, PAGE_WIDTH, RUNNING_HEADER_HEIGHT).fill(color.ink900);
    this.pdf.rect(0, RUNNING_HEADER_HEIGHT - 2, PAGE_WIDTH, 2).fill(color.sand500);
    const half = CONTENT_WIDTH / 2 - 8;
    const firmStyle = this.style(9.5, "bold", color.sand500);
    const titleStyle = this.style(9, "regular", color.onInk);
    const firm = this.writer.setLines(this.doc.firmName, half, firmStyle)[0];
    const title = this.writer.setLines(this.doc.title, half, titleStyle)[0];
    const top = (RUNNING_HEADER_HEIGHT - 2 - this.lineHeight(firmStyle)) / 2;
    if (firm) this.drawSetLine(firm, firmStyle, 0, half, top);
    if (title) this.drawSetLine(title, titleStyle, CONTENT_WIDTH - half, half, top + (this.lineHeight(firmStyle) - this.lineHeight(titleStyle)) / 2, "end");
  }

  private footerBlock(): Block & { width: number } {
    const width = CONTENT_WIDTH - PAGE_NUMBER_WIDTH - 10;
    const lines = this.doc.footerLines ?? [];
    const blocks = lines.map((line) => this.textBlock(line, this.style(8.5, "regular", color.muted), 0, width));
    const textHeight = Math.max(
      blocks.reduce((sum, block) => sum + block.height, 0),
      this.lineHeight(this.style(8.5, "regular", color.muted)),
    );
    return {
      width,
      height: 12 + textHeight + 26,
      draw: (top) => {
        let y = top;
        for (const block of blocks) {
          block.draw(y);
          y += block.height;
        }
      },
    };
  }

  private drawFooters(footer: Block): void {
    const { start, count } = this.pdf.bufferedPageRange();
    const numberStyle = this.style(8.5, "bold", color.ink700);
    for (let i = 0; i < count; i++) {
      this.pdf.switchToPage(start + i);
      const top = PAGE_HEIGHT - footer.height;
      this.pdf.rect(MARGIN_X, top, CONTENT_WIDTH, 0.75).fill(color.ink100);
      footer.draw(top + 12);
      const number = (value: number) => formatNumber(value, this.doc.lang, { grouping: false });
      // One run of words ("Page 1 of 2", «صفحة 1 من 2»), so the bidi order keeps the numbers where the language reads them.
      const pageNumber = this.doc.pageNumber.replace("{page}", number(i + 1)).replace("{count}", number(count));
      const line = this.writer.setLines(pageNumber, PAGE_NUMBER_WIDTH, numberStyle)[0];
      if (line) this.drawSetLine(line, numberStyle, CONTENT_WIDTH - PAGE_NUMBER_WIDTH, PAGE_NUMBER_WIDTH, top + 12, "end");
    }
  }

  // ── Score ─────────────────────────────────────────────────────────────────

  private drawScoreCard(): void {
    const { score } = this.doc;
    const tone = tones[score.tone];
    const radius = 44;
    const height = 2 * radius + 40;
    const top = this.y;
    this.pdf.roundedRect(MARGIN_X, top, CONTENT_WIDTH, height, 10).fillAndStroke(color.white, color.ink100);
    this.pdf.rect(this.xOf(0, 5), top + 14, 5, height - 28).fill(tone.ink);

    const cx = this.xOf(30 + radius, 0);
    const cy = top + height / 2;
    this.drawRing(cx, cy, radius, score.max > 0 ? score.value / score.max : 0, tone.ink);
    let displayStyle = this.style(21, "bold", color.ink900);
    while (displayStyle.size > 9 && this.writer.measure(score.display, displayStyle) > 2 * radius - 24) {
      displayStyle = { ...displayStyle, size: displayStyle.size - 1 };
    }
    const display = this.writer.setLines(score.display, 2 * radius, displayStyle)[0];
    if (display) this.drawSetLine(display, displayStyle, 30, 2 * radius, cy - this.lineHeight(displayStyle) / 2, "center");

    const textOffset = 30 + 2 * radius + 30;
    const textWidth = CONTENT_WIDTH - textOffset - 24;
    const labelStyle = this.style(15, "bold", tone.ink);
    const labelLines = this.writer.setLines(score.label, textWidth - 32, labelStyle);
    const labelWidth = Math.max(0, ...labelLines.map((line) => line.width));
    const pillHeight = labelLines.length * this.lineHeight(labelStyle) + 8;
    const caption = score.caption ? this.textBlock(score.caption, this.style(10, "regular", color.muted), textOffset, textWidth) : null;
    const stackHeight = (caption ? caption.height + 6 : 0) + pillHeight;
    let y = cy - stackHeight / 2;
    if (caption) {
      caption.draw(y);
      y += caption.height + 6;
    }
    const pillWidth = labelWidth + 32;
    this.pdf.roundedRect(this.xOf(textOffset, pillWidth), y, pillWidth, pillHeight, pillHeight / 2).fill(tone.tint);
    labelLines.forEach((line, i) => this.drawSetLine(line, labelStyle, textOffset + 16, labelWidth, y + 4 + i * this.lineHeight(labelStyle)));
    this.y = top + height;
  }

  /** A progress ring starting at twelve o'clock, clockwise (anticlockwise in Arabic). */
  private drawRing(cx: number, cy: number, radius: number, fraction: number, colour: string): void {
    const share = Math.min(Math.max(fraction, 0), 1);
    this.pdf.save().lineWidth(9);
    this.pdf.circle(cx, cy, radius).stroke(color.ink100);
    if (share >= 0.999) {
      this.pdf.circle(cx, cy, radius).stroke(colour);
    } else if (share > 0) {
      const direction = this.rtl ? -1 : 1;
      const angle = share * 2 * Math.PI;
      const endX = cx + direction * radius * Math.sin(angle);
      const endY = cy - radius * Math.cos(angle);
      const large = share > 0.5 ? 1 : 0;
      const sweep = this.rtl ? 0 : 1;
      this.pdf.lineCap("round").path(`M ${cx} ${cy - radius} A ${radius} ${radius} 0 ${large} ${sweep} ${endX} ${endY}`).stroke(colour);
    }
    this.pdf.restore();
  }

  // ── Sections ──────────────────────────────────────────────────────────────

  /** A section as the page flow sees it: its heading (kept with the first row), then its rows, which are never cut (paginate.ts). */
  private sectionFlow(section: ReportSection, first: boolean): FlowBlock[] {
    const headingStyle = this.style(13.5, "bold", color.ink900);
    const heading = this.textBlock(section.heading, headingStyle, 13, CONTENT_WIDTH - 13);
    const headingBlock: FlowBlock = {
      height: heading.height + 8,
      gapBefore: first ? 26 : 22,
      keepWithNext: true,
      draw: (top) => {
        this.pdf.rect(this.xOf(0, 3.5), top + 3, 3.5, heading.height - 6).fill(color.sand500);
        heading.draw(top);
      },
    };
    const keepTogether = section.kind === "paragraphs" && section.keepTogether === true;
    const blocks = this.sectionBlocks(section);
    return [headingBlock, ...blocks.map((block, i) => ({ ...block, gapBefore: 0, keepWithNext: keepTogether && i < blocks.length - 1 }))];
  }

  private sectionBlocks(section: ReportSection): Block[] {
    switch (section.kind) {
      case "paragraphs":
        return section.paragraphs.flatMap((paragraph, i) => this.paragraphBlocks(paragraph, i > 0 ? 6 : 0));
      case "bullets":
        return section.items.map((item, i) => this.bulletBlock(item, i > 0 ? 5 : 0));
      case "bars":
        return section.rows.map((row, i) => this.barBlock(row, i > 0 ? 14 : 2));
      case "answers":
        return section.rows.map((row, i) => this.answerBlock(row, i > 0));
      case "advice":
        return section.rows.map((row, i) => this.adviceBlock(row, i > 0 ? 12 : 2));
    }
  }

  /** One block per line, so a long paragraph may continue on the next page. */
  private paragraphBlocks(text: string, spaceBefore: number): Block[] {
    const style = this.style(10.5, "regular", color.text);
    const lineHeight = this.lineHeight(style);
    return this.writer.setLines(text, CONTENT_WIDTH, style).map((line, i) => {
      const before = i === 0 ? spaceBefore : 0;
      return { height: before + lineHeight, draw: (top: number) => this.drawSetLine(line, style, 0, CONTENT_WIDTH, top + before) };
    });
  }

  private bulletBlock(item: string, spaceBefore: number): Block {
    const style = this.style(10.5, "regular", color.text);
    const text = this.textBlock(item, style, 20, CONTENT_WIDTH - 20);
    return {
      height: spaceBefore + text.height,
      draw: (top) => {
        const y = top + spaceBefore;
        this.pdf.circle(this.xOf(6, 0), y + this.lineHeight(style) / 2, 2.6).fill(color.sand600);
        text.draw(y);
      },
    };
  }

  private barBlock(row: Extract<ReportSection, { kind: "bars" }>["rows"][number], spaceBefore: number): Block {
    const tone = tones[row.tone];
    const percent = Math.min(Math.max(row.percent, 0), 100);
    const percentText = row.percentText ?? formatPercent(Math.round(percent * 10) / 10, this.doc.lang);
    const percentStyle = this.style(10.5, "bold", tone.ink);
    const percentWidth = this.writer.measure(percentText, percentStyle) + 2;
    const labelStyle = this.style(10.5, "bold", color.ink900);
    const label = this.textBlock(row.label, labelStyle, 0, CONTENT_WIDTH - percentWidth - 16);
    const note = row.note ? this.textBlock(row.note, this.style(9.5, "regular", tone.ink), 0, CONTENT_WIDTH) : null;
    const barHeight = 8;
    return {
      height: spaceBefore + label.height + 4 + barHeight + (note ? 4 + note.height : 0),
      draw: (top) => {
        let y = top + spaceBefore;
        label.draw(y);
        const percentLine = this.writer.setLines(percentText, percentWidth, percentStyle)[0];
        if (percentLine) this.drawSetLine(percentLine, percentStyle, CONTENT_WIDTH - percentWidth, percentWidth, y, "end");
        y += label.height + 4;
        this.pdf.roundedRect(MARGIN_X, y, CONTENT_WIDTH, barHeight, barHeight / 2).fill(color.ink100);
        const filled = percent > 0 ? Math.max((CONTENT_WIDTH * percent) / 100, barHeight) : 0;
        if (filled > 0) this.pdf.roundedRect(this.xOf(0, filled), y, filled, barHeight, barHeight / 2).fill(tone.ink);
        y += barHeight + 4;
        note?.draw(y);
      },
    };
  }

  /** An area's name with its rating on one line, then the advice, indented under a tone-coloured rule. */
  private adviceBlock(row: Extract<ReportSection, { kind: "advice" }>["rows"][number], spaceBefore: number): Block {
    const tone = tones[row.tone];
    const noteStyle = this.style(9.5, "bold", tone.ink);
    const noteWidth = Math.min(this.writer.measure(row.note, noteStyle) + 2, CONTENT_WIDTH / 2);
    const label = this.textBlock(row.label, this.style(10.5, "bold", color.ink900), 0, CONTENT_WIDTH - noteWidth - 16);
    const note = this.textBlock(row.note, noteStyle, CONTENT_WIDTH - noteWidth, noteWidth, "end");
    const text = this.textBlock(row.text, this.style(10, "regular", color.text), 14, CONTENT_WIDTH - 14);
    return {
      height: spaceBefore + Math.max(label.height, note.height) + 3 + text.height,
      draw: (top) => {
        let y = top + spaceBefore;
        label.draw(y);
        note.draw(y);
        y += Math.max(label.height, note.height) + 3;
        this.pdf.rect(this.xOf(3, 2.5), y + 3, 2.5, text.height - 6).fill(tone.ink);
        text.draw(y);
      },
    };
  }

  private answerBlock(row: { question: string; answer: string }, separated: boolean): Block {
    const spaceBefore = separated ? 20 : 2;
    const question = this.textBlock(row.question, this.style(10.5, "bold", color.ink900), 0, CONTENT_WIDTH);
    const answer = this.textBlock(row.answer, this.style(10.5, "regular", color.text), 16, CONTENT_WIDTH - 16);
    return {
      height: spaceBefore + question.height + 3 + answer.height,
      draw: (top, pageTop) => {
        if (separated && !pageTop) this.pdf.rect(MARGIN_X, top + 9.5, CONTENT_WIDTH, 0.6).fill(color.ink100);
        let y = top + spaceBefore;
        question.draw(y);
        y += question.height + 3;
        this.pdf.rect(this.xOf(3, 2.5), y + 3, 2.5, answer.height - 6).fill(color.sand300);
        answer.draw(y);
      },
    };
  }
}
