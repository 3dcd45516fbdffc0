import { Heading2, Italic, Link2, List, ListOrdered, TextQuote } from "lucide-react";
import { useDeferredValue, useMemo, useRef, type CSSProperties, type ReactNode } from "react";
import { FormField } from "~/components/ui/form-field";
import { fieldControlClass } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { renderMarkdown } from "~/lib/markdown";
import "~/components/ui/article-prose.css";
import { insertLink, prefixLines, wrapSelection, type MarkdownEdit } from "./markdown-edits";

function BoldIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" className={className}>
      <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7z" />
      <path d="M7 12h7a3.5 3.5 0 0 1 0 7H7z" />
    </svg>
  );
}

/** `flip`: icons of line layouts (lists, quotes) mirror on right-to-left pages; letters do not. */
const tools: { key: string; icon: (props: { className?: string }) => ReactNode; edit: MarkdownEdit; flip?: boolean }[] = [
  { key: "bold", icon: BoldIcon, edit: wrapSelection("**") },
  { key: "italic", icon: Italic, edit: wrapSelection("_") },
  { key: "heading", icon: Heading2, edit: prefixLines(() => "## ") },
  { key: "bulletList", icon: List, edit: prefixLines(() => "- "), flip: true },
  { key: "numberedList", icon: ListOrdered, edit: prefixLines((i) => `${i + 1}. `), flip: true },
  { key: "quote", icon: TextQuote, edit: prefixLines(() => "> "), flip: true },
  { key: "link", icon: Link2, edit: insertLink },
];

export interface MarkdownEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The language of the text: Arabic is written and previewed right to left. */
  lang: "en" | "ar";
  required?: boolean;
  optional?: boolean;
  error?: string;
  rows?: number;
  /** A fixed editor height in pixels (the spec's 400 and 300 for site content). */
  height?: number;
  /** `side`: editor and preview side by side on wide screens; `below`: the preview under the editor. */
  previewLayout?: "side" | "below";
  toolbar?: boolean;
  textareaRef?: (element: HTMLTextAreaElement | null) => void;
}

/**
 * A Markdown textarea with a small formatting toolbar and a live preview
 * rendered by the same sanitizer as the public pages, so what the preview
 * shows is what visitors will see.
 */
export function MarkdownEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  lang,
  required,
  optional,
  error,
  rows = 10,
  height,
  previewLayout = "side",
  toolbar = true,
  textareaRef,
}: MarkdownEditorProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const deferred = useDeferredValue(value);
  const html = useMemo(() => (deferred.trim() ? renderMarkdown(deferred) : ""), [deferred]);
  const dir = lang === "ar" ? "rtl" : "ltr";
  const sized: CSSProperties | undefined = height ? { height } : undefined;

  const apply = (edit: MarkdownEdit, placeholder: string) => {
    const element = ref.current;
    if (!element) return;
    const next = edit(value, element.selectionStart, element.selectionEnd, placeholder);
    onChange(next.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.start, next.end);
    });
  };

  return (
    <FormField id={id} label={label} required={required} optional={optional} error={error} hint={t("admin.editor.hint")}>
      {(control) => (
        <div className={cn("grid gap-3", previewLayout === "side" && "lg:grid-cols-2")}>
          <div className="flex min-w-0 flex-col">
            {toolbar && (
              <div role="toolbar" aria-label={t("admin.editor.toolbar")} aria-controls={id} className="mb-1.5 flex flex-wrap gap-0.5 rounded-md border border-ink-100 bg-ink-50/60 p-0.5">
                {tools.map((tool) => (
                  <button
                    key={tool.key}
                    type="button"
                    title={t(`admin.editor.${tool.key}`)}
                    aria-label={t(`admin.editor.${tool.key}`)}
                    onClick={() => apply(tool.edit, t(tool.key === "link" ? "admin.editor.linkText" : `admin.editor.${tool.key}`))}
                    className="inline-flex size-11 items-center justify-center rounded text-ink-700 transition-colors hover:bg-white hover:text-ink-950"
                  >
                    <tool.icon className={cn("size-4", tool.flip && "rtl:-scale-x-100")} />
                  </button>
                ))}
              </div>
            )}
            <textarea
              {...control}
              ref={(element) => {
                ref.current = element;
                textareaRef?.(element);
              }}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              rows={rows}
              dir={dir}
              lang={lang}
              style={sized}
              className={cn(fieldControlClass, "resize-y font-normal leading-relaxed", !height && "min-h-40 flex-1")}
            />
          </div>
          <section aria-label={`${t("admin.editor.preview")}: ${label}`} className="flex min-w-0 flex-col">
            <p className="mb-1.5 flex min-h-11 items-center text-xs font-semibold text-ink-600 ltr:tracking-wide ltr:uppercase">{t("admin.editor.preview")}</p>
            <div
              dir={dir}
              lang={lang}
              style={previewLayout === "side" ? sized : undefined}
              className={cn(
                "overflow-y-auto rounded-md border border-dashed border-ink-100 bg-sand-50/40 px-4 py-3",
                (!height || previewLayout === "below") && "max-h-[28rem] min-h-24",
                !height && previewLayout === "side" && "flex-1",
              )}
            >
              {html ? (
                <div className="article-prose text-[0.95rem]" dangerouslySetInnerHTML={{ __html: html }} />
              ) : (
                <p className="text-sm text-ink-500">{t("admin.editor.previewEmpty")}</p>
              )}
            </div>
          </section>
        </div>
      )}
    </FormField>
  );
}
