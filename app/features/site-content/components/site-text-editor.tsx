import { Globe, RotateCcw, TriangleAlert } from "lucide-react";
import { useDeferredValue } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/textarea";
import { useI18n } from "~/i18n/i18n-provider";
import { overrideText, siteText } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { CONTENT_TEXT_MAX } from "../site-content.schema";
import { hasMarkup } from "../site-text-preview";

export interface SiteTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The language of the text: Arabic is written and previewed right to left. */
  lang: "en" | "ar";
  /** The item's English text: an Arabic page shows it while the Arabic text is empty and there is no Arabic built-in text. */
  englishText?: string | null;
  /** The catalog's text in `lang` (decision 027): shown while the field is empty, and offered by "Use the built-in text". */
  builtIn?: string | null;
  optional?: boolean;
  error?: string;
  textareaRef?: (element: HTMLTextAreaElement | null) => void;
  /** The preview below the field instead of beside it (two languages side by side). */
  stacked?: boolean;
}

/**
 * A site text is plain text (decision 016): the editor is a plain textarea,
 * and its preview shows the text through the same function the pages use
 * (`overrideText`), in the site's paragraph style. What the preview shows is
 * what the site shows, including the fallbacks when the text is empty.
 */
export function SiteTextEditor({ id, label, value, onChange, onBlur, lang, englishText, builtIn, optional, error, textareaRef, stacked }: SiteTextEditorProps) {
  const { t } = useI18n();
  const deferred = useDeferredValue(value);
  const dir = lang === "ar" ? "rtl" : "ltr";
  const own = siteText(deferred);
  const shown =
    overrideText(lang, lang === "ar" ? { contentEn: englishText ?? null, contentAr: deferred } : { contentEn: deferred, contentAr: null }, builtIn) ?? siteText(builtIn);
  const isBuiltIn = siteText(builtIn) !== undefined && own === siteText(builtIn);

  return (
    <div className={cn("grid gap-3", !stacked && "lg:grid-cols-2")}>
      <FormField id={id} label={label} optional={optional} error={error} hint={t("siteContent.text.hint")} count={{ length: value.length, max: CONTENT_TEXT_MAX }}>
        {(control) => (
          <Textarea
            {...control}
            ref={textareaRef}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            rows={6}
            dir={dir}
            lang={lang}
          />
        )}
      </FormField>
      <section aria-label={`${t("siteContent.text.preview")}: ${label}`} className="flex min-w-0 flex-col" data-testid="site-text-preview">
        <p className="mb-1.5 flex min-h-6 items-center gap-1.5 text-xs font-semibold text-ink-600 ltr:tracking-wide ltr:uppercase">
          <Globe aria-hidden className="size-3.5" />
          {t("siteContent.text.preview")}
        </p>
        <div className="flex-1 rounded-md border border-dashed border-ink-100 bg-sand-50/40 px-4 py-3">
          {shown !== undefined ? (
            <p dir={dir} lang={own !== undefined ? lang : "en"} className={cn("text-[0.95rem] leading-relaxed text-ink-800", own === undefined && "text-ink-600")} data-testid="site-text-shown">
              {shown}
            </p>
          ) : null}
          {(own === undefined || isBuiltIn) && (
            <p className={cn("text-sm text-ink-500 italic", shown !== undefined && "mt-2")}>
              {t(isBuiltIn ? "siteContent.text.isBuiltIn" : siteText(builtIn) === undefined && shown !== undefined ? "siteContent.text.englishShown" : "siteContent.text.builtInShown")}
            </p>
          )}
        </div>
        {builtIn && !isBuiltIn && (
          <Button type="button" variant="outline" className="mt-2 gap-2 self-start" onClick={() => onChange(builtIn)} data-testid="site-text-use-built-in">
            <RotateCcw aria-hidden className="size-4" />
            {t("siteContent.text.useBuiltIn")}
          </Button>
        )}
        {hasMarkup(deferred) && (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-warning-700" data-testid="site-text-markup">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("siteContent.text.markupWarning")}
          </p>
        )}
      </section>
    </div>
  );
}
