import { lazy, Suspense } from "react";
import { FormField } from "~/components/ui/form-field";
import { Skeleton } from "~/components/ui/skeleton";
import { useI18n } from "~/i18n/i18n-provider";
import type { VisualMarkdownEditorProps } from "./visual-markdown-editor";

// The editor (Tiptap, ProseMirror) is a chunk of its own, fetched when a form that writes an article opens: no other page carries it (decision 040's budgets).
const VisualMarkdownEditor = lazy(() => import("./visual-markdown-editor"));

export interface MarkdownFieldProps extends Omit<VisualMarkdownEditorProps, "control"> {
  id: string;
  required?: boolean;
  error?: string;
  /** The schema's limit of the Markdown's length: shown as a live count. */
  max?: number;
}

/**
 * An article's content as a form field: its label, the visual editor (its
 * Markdown source a switch away), the live count of the stored text and its
 * error (decision 042).
 */
export function MarkdownField({ id, label, required, error, max, value, ...editor }: MarkdownFieldProps) {
  const { t } = useI18n();
  return (
    <FormField id={id} label={label} required={required} error={error} count={max ? { length: value.length, max } : undefined}>
      {(control) => (
        <Suspense
          fallback={
            <div className="grid gap-0.5" aria-busy="true">
              <span className="sr-only">{t("admin.visualEditor.loading")}</span>
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-64 w-full" />
            </div>
          }
        >
          <VisualMarkdownEditor control={control} label={label} value={value} {...editor} />
        </Suspense>
      )}
    </FormField>
  );
}
