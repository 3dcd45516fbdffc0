import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { Bold, CodeXml, Heading2, Heading3, Image, Italic, Link2, List, ListOrdered, Redo2, TextQuote, Undo2, type LucideIcon } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import type { MessageKey } from "~/i18n/translate";
import { cn } from "~/lib/cn";

type Action = "heading2" | "heading3" | "bold" | "italic" | "bulletList" | "numberedList" | "quote" | "link" | "image" | "undo" | "redo";

/** `flip`: icons of line layouts and of going back and forth mirror right to left; letters do not. */
const tools: { action: Action; icon: LucideIcon; label: MessageKey; flip?: boolean; toggle: boolean }[] = [
  { action: "heading2", icon: Heading2, label: "admin.visualEditor.heading2", toggle: true },
  { action: "heading3", icon: Heading3, label: "admin.visualEditor.heading3", toggle: true },
  { action: "bold", icon: Bold, label: "admin.editor.bold", toggle: true },
  { action: "italic", icon: Italic, label: "admin.editor.italic", toggle: true },
  { action: "bulletList", icon: List, label: "admin.editor.bulletList", flip: true, toggle: true },
  { action: "numberedList", icon: ListOrdered, label: "admin.editor.numberedList", flip: true, toggle: true },
  { action: "quote", icon: TextQuote, label: "admin.editor.quote", flip: true, toggle: true },
  { action: "link", icon: Link2, label: "admin.editor.link", toggle: true },
  { action: "image", icon: Image, label: "admin.visualEditor.image", toggle: true },
  { action: "undo", icon: Undo2, label: "admin.visualEditor.undo", flip: true, toggle: false },
  { action: "redo", icon: Redo2, label: "admin.visualEditor.redo", flip: true, toggle: false },
];

/** Where the cursor is: which formats apply there (the buttons' pressed states) and whether there is anything to undo or redo. */
function selectState({ editor }: { editor: Editor | null }) {
  if (!editor) return null;
  return {
    heading2: editor.isActive("heading", { level: 2 }),
    heading3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    numberedList: editor.isActive("orderedList"),
    quote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    image: editor.isActive("image"),
    undo: editor.can().undo(),
    redo: editor.can().redo(),
  };
}

/**
 * The editor's own toolbar: formats, link and image, undo and redo, and the
 * switch to the Markdown itself. One tab stop; the arrow keys move along it
 * (mirrored right to left), Home and End go to its ends (the ARIA toolbar
 * pattern).
 */
export function EditorToolbar({
  editor,
  controls,
  dir,
  source,
  onSource,
  onLink,
  onImage,
}: {
  editor: Editor | null;
  /** The id of the editable text the toolbar acts on. */
  controls: string;
  /** The text's direction, which the toolbar follows (the arrow keys too). */
  dir: "ltr" | "rtl";
  /** The Markdown source is shown instead of the visual editor. */
  source: boolean;
  onSource: () => void;
  onLink: () => void;
  onImage: () => void;
}) {
  const { t } = useI18n();
  const state = useEditorState({ editor, selector: selectState });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const run = (action: Action) => {
    if (!editor) return;
    if (action === "link") return onLink();
    if (action === "image") return onImage();
    const chain = editor.chain().focus();
    if (action === "heading2") chain.toggleHeading({ level: 2 }).run();
    else if (action === "heading3") chain.toggleHeading({ level: 3 }).run();
    else if (action === "bold") chain.toggleBold().run();
    else if (action === "italic") chain.toggleItalic().run();
    else if (action === "bulletList") chain.toggleBulletList().run();
    else if (action === "numberedList") chain.toggleOrderedList().run();
    else if (action === "quote") chain.toggleBlockquote().run();
    else if (action === "undo") chain.undo().run();
    else chain.redo().run();
  };

  const count = tools.length + 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, (index: number) => number> = {
      [forward]: (index) => (index + 1) % count,
      [back]: (index) => (index - 1 + count) % count,
      Home: () => 0,
      End: () => count - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focused);
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const disabled = (action: Action) => source || !state || (action === "undo" && !state.undo) || (action === "redo" && !state.redo);

  return (
    <div
      role="toolbar"
      dir={dir}
      aria-label={t("admin.editor.toolbar")}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 rounded-t-md border border-b-0 border-ink-500/45 bg-ink-50/70 p-0.5"
    >
      {tools.map((tool, index) => (
        <button
          key={tool.action}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          tabIndex={index === focused ? 0 : -1}
          title={t(tool.label)}
          aria-label={t(tool.label)}
          aria-pressed={tool.toggle ? Boolean(!source && state?.[tool.action]) : undefined}
          // A disabled button stays focusable in the toolbar, so the arrow keys never lose their way (ARIA toolbar pattern).
          aria-disabled={disabled(tool.action) || undefined}
          onFocus={() => setFocused(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => !disabled(tool.action) && run(tool.action)}
          className={cn(
            "inline-flex size-11 items-center justify-center rounded text-ink-700 transition-colors hover:bg-white hover:text-ink-950",
            "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sand-600",
            "aria-pressed:bg-ink-900 aria-pressed:text-white aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent",
            (tool.action === "link" || tool.action === "undo") && "ms-1.5",
          )}
        >
          <tool.icon aria-hidden className={cn("size-4", tool.flip && "rtl:-scale-x-100")} />
        </button>
      ))}
      <button
        ref={(element) => {
          buttons.current[tools.length] = element;
        }}
        type="button"
        tabIndex={focused === tools.length ? 0 : -1}
        title={t("admin.visualEditor.sourceLabel")}
        aria-pressed={source}
        onFocus={() => setFocused(tools.length)}
        onClick={onSource}
        className={cn(
          "ms-auto inline-flex min-h-11 items-center gap-1.5 rounded px-3 text-sm font-semibold text-ink-700 transition-colors hover:bg-white hover:text-ink-950",
          "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-sand-600",
          "aria-pressed:bg-ink-900 aria-pressed:text-white",
        )}
      >
        <CodeXml aria-hidden className="size-4" />
        {t("admin.visualEditor.source")}
      </button>
    </div>
  );
}
