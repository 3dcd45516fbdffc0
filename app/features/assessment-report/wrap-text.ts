/** A line of a paragraph: `text.slice(start, end)`, without the spaces it was broken at. */
export interface LineRange {
  start: number;
  end: number;
}

/**
 * Breaks a paragraph into lines no wider than `maxWidth`, in logical order
 * (before any right-to-left reordering, which is done per line afterwards).
 * Lines break at spaces; a word wider than a whole line is cut between
 * characters. `measure` gives the width of a word or of the space between two
 * words; a line is as wide as its words and spaces together (Arabic letters
 * never join across a space).
 */
export function wrapText(text: string, maxWidth: number, measure: (piece: string) => number): LineRange[] {
  const lines: LineRange[] = [];
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  let line: LineRange | null = null;
  let lineWidth = 0;
  for (const word of words) {
    const wordWidth = measure(text.slice(word.start, word.end));
    if (line) {
      const widened = lineWidth + measure(text.slice(line.end, word.start)) + wordWidth;
      if (widened <= maxWidth) {
        line.end = word.end;
        lineWidth = widened;
        continue;
      }
      lines.push(line);
    }
    line = { ...word };
    lineWidth = wordWidth;
    if (wordWidth > maxWidth) {
      const pieces = cutWord(text, word, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1)!;
      lineWidth = measure(text.slice(line.start, line.end));
    }
  }
  if (line) lines.push(line);
  return lines;
}

function cutWord(text: string, word: LineRange, maxWidth: number, measure: (piece: string) => number): LineRange[] {
  const pieces: LineRange[] = [];
  let start = word.start;
  while (start < word.end) {
    let end = nextCodePoint(text, start);
    while (end < word.end && measure(text.slice(start, nextCodePoint(text, end))) <= maxWidth) end = nextCodePoint(text, end);
    pieces.push({ start, end });
    start = end;
  }
  return pieces;
}

function nextCodePoint(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff ? index + 2 : index + 1;
}

/** Splits on line breaks the author typed, dropping empty lines. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
