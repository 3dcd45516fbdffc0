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

/**
 * Unicode's isolate marks (first strong isolate, pop directional isolate)
 * around a name put into a sentence: a person's name, a slug, a text's key.
 * A name is one unit whatever its words: "Khalid Al-Shehri" in an Arabic line
 * must not become "Al-Shehri Khalid", as it would if each Latin word were set
 * apart. Sentences built for the screen mark names with them; the screen
 * shows each marked name as one `<bdi>` (BidiText, the audit log's sentence);
 * plain text (a CSV) leaves them out.
 */
export const ISOLATE_START = "\u2068";
export const ISOLATE_END = "\u2069";

/** A name marked as one isolated unit (see ISOLATE_START). */
export function isolated(name: string): string {
  return `${ISOLATE_START}${name}${ISOLATE_END}`;
}

/** `ltr`: a run to isolate left to right; `name`: a marked name, isolated in its own direction (marks removed). */
export type TextRun = { text: string; ltr: boolean; name?: true };

/** The text cut into plain runs, runs to isolate left to right and marked names, in reading order. */
export function splitLtrRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const marked = new RegExp(`${ISOLATE_START}([^${ISOLATE_END}]*)${ISOLATE_END}`, "g");
  let at = 0;
  for (const match of text.matchAll(marked)) {
    runs.push(...ltrRunsOf(text.slice(at, match.index)));
    runs.push({ text: match[1], ltr: false, name: true });
    at = match.index + match[0].length;
  }
  runs.push(...ltrRunsOf(text.slice(at)));
  return runs;
}

function ltrRunsOf(text: string): TextRun[] {
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
