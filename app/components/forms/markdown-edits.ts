/**
 * What the Markdown toolbar's buttons do to the text: pure functions of the
 * text and the selection, returning the new text and what to select after.
 */
export interface EditResult {
  text: string;
  start: number;
  end: number;
}

export type MarkdownEdit = (text: string, start: number, end: number, placeholder: string) => EditResult;

/** Wraps the selection in `mark` (`**bold**`), or inserts `mark placeholder mark` with the placeholder selected. */
export const wrapSelection =
  (mark: string): MarkdownEdit =>
  (text, start, end, placeholder) => {
    const selected = text.slice(start, end) || placeholder;
    return { text: text.slice(0, start) + mark + selected + mark + text.slice(end), start: start + mark.length, end: start + mark.length + selected.length };
  };

/** Prefixes every line the selection touches (`prefix(i)` for its i-th line): headings, lists, quotes. */
export const prefixLines =
  (prefix: (index: number) => string): MarkdownEdit =>
  (text, start, end) => {
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const lineEndIndex = text.indexOf("\n", end);
    const lineEnd = lineEndIndex === -1 ? text.length : lineEndIndex;
    const block = text
      .slice(lineStart, lineEnd)
      .split("\n")
      .map((line, i) => prefix(i) + line)
      .join("\n");
    return { text: text.slice(0, lineStart) + block + text.slice(lineEnd), start: lineStart, end: lineStart + block.length };
  };

/** `[selection](https://)` with the address selected, ready to be typed over. */
export const insertLink: MarkdownEdit = (text, start, end, placeholder) => {
  const selected = text.slice(start, end) || placeholder;
  const urlStart = start + selected.length + 3;
  return { text: `${text.slice(0, start)}[${selected}](https://)${text.slice(end)}`, start: urlStart, end: urlStart + "https://".length };
};
