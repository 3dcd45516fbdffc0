/**
 * What Markdown an article may hold so that rendering it stays cheap
 * (decision 018, measured with marked 18 on Node 24): marked's emphasis
 * matching is worse than quadratic in the number of `*`/`_` runs in one
 * paragraph (4,000 runs: 2.3 s; `*a_`×16,000, one 48 kB paragraph: 54 s),
 * and its block parser recurses once per nesting level (3,000 nested quotes
 * overflow the stack, a 500). Within these limits a 50,000-character body
 * of the worst pattern renders in about half a second, once per version
 * (load-article.server.ts keeps it); real articles use a few marks per
 * paragraph and two or three levels. Stored content past them is shown as
 * plain text (markdown.ts).
 */

/** Quotes and lists inside one another. */
export const MARKDOWN_MAX_NESTING = 20;
/** `*` or `_` runs (bold, italic and their near misses) in one paragraph, i.e. between blank lines. */
export const MARKDOWN_MAX_EMPHASIS_MARKS = 100;

export type MarkdownLimitProblem = "nesting" | "emphasis";

/** Which limit `markdown` goes past, or null. A cheap scan: it never renders. */
export function markdownLimitProblem(markdown: string): MarkdownLimitProblem | null {
  let marks = 0;
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    // Only a blank line ends a paragraph for certain; list items and table rows are counted together (the safe side).
    if (line.trim() === "") {
      marks = 0;
      continue;
    }
    if (nestingOf(line) > MARKDOWN_MAX_NESTING) return "nesting";
    marks += emphasisMarks(line);
    if (marks > MARKDOWN_MAX_EMPHASIS_MARKS) return "emphasis";
  }
  return null;
}

const CONTAINER_MARKER = /^(?:>|[-+*](?=\s|$)|\d{1,9}[.)](?=\s|$))[ \t]*/;

/** Quote and list markers opening the line, plus its indentation in steps of two (how nested lists are written). */
function nestingOf(line: string): number {
  const indent = /^[ \t]*/.exec(line)![0];
  let rest = line.slice(indent.length);
  let markers = 0;
  for (let found = CONTAINER_MARKER.exec(rest); found; found = CONTAINER_MARKER.exec(rest)) {
    markers += 1;
    rest = rest.slice(found[0].length);
    if (markers > MARKDOWN_MAX_NESTING) break;
  }
  if (markers === 0) return 0;
  const width = [...indent].reduce((sum, c) => sum + (c === "\t" ? 4 : 1), 0);
  return markers + Math.floor(width / 2);
}

/** Runs of `*` or `_` that are not escaped with a backslash. */
function emphasisMarks(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "\\") {
      i += 1;
    } else if (c === "*" || c === "_") {
      while (line[i + 1] === c) i += 1;
      count += 1;
    }
  }
  return count;
}
