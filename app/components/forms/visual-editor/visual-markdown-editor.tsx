import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { Info } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { FieldControlProps } from "~/components/ui/form-field";
import { fieldControlClass } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import "~/components/ui/article-prose.css";
import "./visual-editor.css";
import type { ImageValues, LinkValues } from "./editor-dialogs.schema";
import { editorExtensions } from "./editor-extensions";
import { EditorToolbar } from "./editor-toolbar";
import { ImageDialog } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import { refusedImageSources } from "~/lib/markdown";
import { sameRendering } from "./same-rendering";

export interface VisualMarkdownEditorProps {
  /** The field's id and descriptions (FormField). */
  control: FieldControlProps;
  label: string;
  /** The Markdown the site stores. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The text's language: Arabic is written right to left, its toolbar mirrored. */
  lang: "en" | "ar";
  /** Images are uploaded here (staff); otherwise an address on the site is given (a member). */
  uploads: boolean;
  /** react-hook-form's ref: an error focuses the editor, or the source when it is shown. */
  fieldRef?: (target: { focus: () => void } | null) => void;
  /** The text has placeholders and section anchors (`{brand}`, `{#id}`): shown as left-to-right tokens. */
  templateTokens?: boolean;
}

const editableClass = cn(
  fieldControlClass,
  "article-prose visual-editor-content min-h-64 max-h-[36rem] overflow-y-auto rounded-t-none text-[0.95rem] leading-relaxed",
);

/**
 * The article editor for writers (decision 042): what they see is what the
 * public page shows, stored as the same Markdown as before. "Markdown" shows
 * the text itself; a text the visual editor could not hold without changing
 * what the page shows (a table, raw HTML) stays in the source view, which is
 * then the authority, so nothing is silently dropped.
 */
export default function VisualMarkdownEditor({ control, label, value, onChange, onBlur, lang, uploads, fieldRef, templateTokens }: VisualMarkdownEditorProps) {
  const { t } = useI18n();
  const dir = lang === "ar" ? "rtl" : "ltr";
  const [extensions] = useState(() => editorExtensions({ templateTokens }));
  const [initial] = useState(value);
  const [source, setSource] = useState(false);
  /** The visual editor could not hold the text: the source is shown, and says why. */
  const [kept, setKept] = useState(false);
  const [link, setLink] = useState<(LinkValues & { existing: boolean }) | null>(null);
  const [image, setImage] = useState<(ImageValues & { existing: boolean }) | null>(null);
  /** The Markdown last handed to the form: a different value comes from outside (a reset, a restored draft). */
  const emitted = useRef(value);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const showSourceIfLossy = (editor: Editor, markdown: string) => {
    // An image from elsewhere is refused by the site's renderer too: such a text is kept in the source, where nothing is drawn.
    const lossy = refusedImageSources(markdown).length > 0 || !sameRendering(markdown, editor.getMarkdown());
    setKept(lossy);
    if (lossy) setSource(true);
    return lossy;
  };

  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: initial,
    contentType: "markdown",
    editorProps: {
      attributes: {
        ...(source ? {} : { id: control.id }),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(control["aria-describedby"] ? { "aria-describedby": control["aria-describedby"] } : {}),
        ...(control["aria-invalid"] ? { "aria-invalid": "true" } : {}),
        ...(control["aria-required"] ? { "aria-required": "true" } : {}),
        dir,
        lang,
        class: editableClass,
      },
    },
    onCreate: ({ editor }) => void showSourceIfLossy(editor, initial),
    onUpdate: ({ editor }) => {
      const markdown = editor.getMarkdown();
      emitted.current = markdown;
      onChange(markdown);
    },
    onBlur: () => onBlur?.(),
  });

  // A value set from outside the editor is shown in it (unless it cannot be).
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    if (source) return;
    editor.commands.setContent(value, { contentType: "markdown", emitUpdate: false });
    showSourceIfLossy(editor, value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value from outside is shown
  }, [editor, value]);

  useEffect(() => {
    fieldRef?.({ focus: () => (source ? textarea.current?.focus() : editor?.commands.focus()) });
  }, [fieldRef, source, editor]);

  const toggleSource = () => {
    if (!editor) return;
    if (!source) {
      setSource(true);
      requestAnimationFrame(() => textarea.current?.focus());
      return;
    }
    editor.commands.setContent(value, { contentType: "markdown", emitUpdate: false });
    if (showSourceIfLossy(editor, value)) return;
    setSource(false);
    editor.commands.focus();
  };

  const openLink = () => {
    if (!editor) return;
    const existing = editor.isActive("link");
    if (existing) editor.chain().extendMarkRange("link").run();
    const { from, to } = editor.state.selection;
    setLink({ href: existing ? String(editor.getAttributes("link").href ?? "") : "", text: editor.state.doc.textBetween(from, to, " "), existing });
  };

  const applyLink = ({ href, text }: LinkValues) => {
    setLink(null);
    if (!editor) return;
    const { from, to } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, " ");
    if (from !== to && (!text || text === selected)) editor.chain().focus().setLink({ href }).run();
    else editor.chain().focus().insertContentAt({ from, to }, { type: "text", text: text || href, marks: [{ type: "link", attrs: { href } }] }).run();
  };

  const removeLink = () => {
    setLink(null);
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
  };

  const openImage = () => {
    if (!editor) return;
    const existing = editor.isActive("image");
    const attributes = existing ? editor.getAttributes("image") : {};
    setImage({ src: String(attributes.src ?? ""), alt: String(attributes.alt ?? ""), existing });
  };

  const applyImage = ({ src, alt }: ImageValues) => {
    const existing = image?.existing;
    setImage(null);
    if (!editor) return;
    if (existing) editor.chain().focus().updateAttributes("image", { src, alt }).run();
    else editor.chain().focus().setImage({ src, alt }).run();
  };

  return (
    <div dir={dir} className="grid">
      <EditorToolbar editor={editor} controls={control.id} dir={dir} source={source} onSource={toggleSource} onLink={openLink} onImage={openImage} />
      <div hidden={source}>
        <EditorContent editor={editor} />
      </div>
      {source && (
        <>
          <textarea
            {...control}
            ref={textarea}
            value={value}
            onChange={(event) => {
              emitted.current = event.target.value;
              onChange(event.target.value);
            }}
            onBlur={onBlur}
            rows={14}
            dir={dir}
            lang={lang}
            spellCheck
            className={cn(fieldControlClass, "min-h-64 resize-y rounded-t-none font-mono text-sm leading-relaxed")}
          />
          <p className={cn("mt-1.5 flex items-start gap-1.5 text-sm", kept ? "text-ink-800" : "text-ink-600")} role={kept ? "note" : undefined}>
            {kept && <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-700" />}
            <span dir="auto">{t(kept ? "admin.visualEditor.kept" : "admin.editor.hint")}</span>
          </p>
        </>
      )}
      <LinkDialog initial={link} lang={lang} onApply={applyLink} onRemove={removeLink} onClose={() => setLink(null)} />
      <ImageDialog initial={image} lang={lang} uploads={uploads} onApply={applyImage} onClose={() => setImage(null)} />
    </div>
  );
}
