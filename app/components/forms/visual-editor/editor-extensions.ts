import { Plugin } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { Extension, mergeAttributes } from "@tiptap/react";
import Image from "@tiptap/extension-image";
import { Markdown } from "@tiptap/markdown";
import StarterKit from "@tiptap/starter-kit";
import { isSiteImagePath } from "~/lib/site-image-path";

/**
 * An image the editor draws only from this site (`/uploads/…`, `/images/…`),
 * as the public pages do: a text whose image points anywhere else (an
 * administrator's export, another site) is drawn without its address, so
 * opening it for review requests nothing on the reviewer's session. The
 * address stays in the text (its Markdown is unchanged); the editor shows
 * such a text in its source view (visual-markdown-editor.tsx).
 */
const SiteImage = Image.extend({
  renderHTML({ HTMLAttributes }) {
    const { src, ...rest } = HTMLAttributes as { src?: unknown };
    const safe = typeof src === "string" && isSiteImagePath(src);
    return ["img", mergeAttributes(this.options.HTMLAttributes, safe ? HTMLAttributes : rest)];
  },
});

/** `{brand}`, `{#who-we-are}`: a text's placeholders and section anchors. */
const TEMPLATE_TOKEN = /\{#?[A-Za-z][\w-]*\}/g;

/**
 * A text whose placeholders the site fills in (the privacy notice's
 * `{brand}`) and whose sections carry anchors (`{#who-we-are}`): each shown
 * as a small left-to-right token, so an Arabic heading reads «من نحن» with
 * its anchor kept whole beside it rather than torn apart by the bidirectional
 * algorithm. Only the drawing changes: the text and its Markdown stay as typed.
 */
const TemplateTokens = Extension.create({
  name: "templateTokens",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          decorations(state) {
            const decorations: Decoration[] = [];
            state.doc.descendants((node, position) => {
              if (!node.isText || !node.text) return;
              for (const match of node.text.matchAll(TEMPLATE_TOKEN)) {
                const from = position + (match.index ?? 0);
                decorations.push(Decoration.inline(from, from + match[0].length, { class: "template-token", dir: "ltr" }));
              }
            });
            return DecorationSet.create(state.doc, decorations);
          },
        },
      }),
    ];
  },
});

/**
 * What the visual editor knows, chosen so that everything it can hold is
 * Markdown the site's sanitizer keeps (app/lib/markdown.ts): headings (all
 * levels, though the toolbar offers two), bold, italic, strike-through,
 * lists, quotes, code, rules, line breaks, links and images. Underline has
 * no Markdown and is left out. Images are inline, as Markdown's are (an
 * image sits in a paragraph), so a text round-trips unchanged. A text with
 * placeholders and anchors (`templateTokens`) shows them as tokens.
 */
export function editorExtensions({ templateTokens = false }: { templateTokens?: boolean } = {}) {
  return [
    StarterKit.configure({
      underline: false,
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      // Not autolinking: a link made by typing a space after an address would also keep growing with the words typed after it.
      link: { openOnClick: false, enableClickSelection: true, autolink: false, HTMLAttributes: { target: null, rel: null } },
    }),
    SiteImage.configure({ inline: true, allowBase64: false }),
    Markdown,
    ...(templateTokens ? [TemplateTokens] : []),
  ];
}
