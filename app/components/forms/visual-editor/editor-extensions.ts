import Image from "@tiptap/extension-image";
import { Markdown } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";

/**
 * What the visual editor knows, chosen so that everything it can hold is
 * Markdown the site's sanitizer keeps (app/lib/markdown.ts): headings (all
 * levels, though the toolbar offers two), bold, italic, strike-through,
 * lists, quotes, code, rules, line breaks, links and images. Underline has
 * no Markdown and is left out. Images are inline, as Markdown's are (an
 * image sits in a paragraph), so a text round-trips unchanged.
 */
export function editorExtensions() {
  return [
    StarterKit.configure({
      underline: false,
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      // Not autolinking: a link made by typing a space after an address would also keep growing with the words typed after it.
      link: { openOnClick: false, enableClickSelection: true, autolink: false, HTMLAttributes: { target: null, rel: null } },
    }),
    Image.configure({ inline: true, allowBase64: false }),
    Markdown,
  ];
}
