/**
 * Pieces of a sentence that must read left to right even inside Arabic: web
 * addresses, e-mail addresses, phone numbers and Latin tokens joined by dots,
 * dashes or slashes (slugs, keys such as `home.hero.note`, `wa.me`). Shown as
 * they are, the bidi algorithm reorders their punctuation ("https://" turns
 * into "//:https" in a right-to-left line); isolating each run keeps them whole.
 * The catalogs stay plain text; the rendering component isolates (decision 021).
 */
const ltrRun = new RegExp(
  [
    String.raw`(?:https?:\/\/|www\.)(?:[^\s،؛)\]»"]*[^\s،؛)\]»".,])?`,
    String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    String.raw`\+?\d[\d ()-]{5,}\d`,
    String.raw`[A-Za-z0-9]+(?:[._/:-][A-Za-z0-9]+)+`,
  ].join("|"),
  "g",
);

export type TextRun = { text: string; ltr: boolean };

/** The text cut into plain runs and runs to isolate left to right, in reading order. */
export function splitLtrRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(ltrRun)) {
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start), ltr: false });
    runs.push({ text: match[0], ltr: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), ltr: false });
  return runs;
}
