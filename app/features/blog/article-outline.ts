import { Marked, type Token } from "marked";

/**
 * What an article's Markdown holds for the search check and the rule that
 * every image is described (issue 27, decisions 045): its headings, its images
 * without a description and its links, from Markdown and from the raw HTML
 * the renderer allows.
 */
const marked = new Marked({ gfm: true });

export interface Outline {
  headings: { depth: number; text: string }[];
  imagesWithoutAlt: number;
  links: string[];
}

const RAW_IMG = /<img\b[^>]*>/gi;
const RAW_ALT = /\salt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const RAW_HREF = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

export function readOutline(content: string): Outline {
  const outline: Outline = { headings: [], imagesWithoutAlt: 0, links: [] };
  const tokens = marked.lexer(content);
  marked.walkTokens(tokens, (token: Token) => {
    switch (token.type) {
      case "heading":
        outline.headings.push({ depth: token.depth as number, text: (token.text as string).trim() });
        break;
      case "image":
        if (!(token.text as string).trim()) outline.imagesWithoutAlt += 1;
        break;
      case "link":
        outline.links.push((token.href as string).trim());
        break;
      case "html":
        readRawHtml(token.raw, outline);
        break;
    }
  });
  return outline;
}

function readRawHtml(html: string, outline: Outline) {
  for (const [tag] of html.matchAll(RAW_IMG)) {
    const alt = RAW_ALT.exec(tag);
    if (!alt || !(alt[1] ?? alt[2] ?? alt[3] ?? "").trim()) outline.imagesWithoutAlt += 1;
  }
  for (const match of html.matchAll(RAW_HREF)) outline.links.push((match[1] ?? match[2] ?? match[3] ?? "").trim());
}

/** How many images of an article's Markdown have no description (alt text). */
export function imagesWithoutDescription(content: string): number {
  return readOutline(content).imagesWithoutAlt;
}
