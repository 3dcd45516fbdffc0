import type { ReactNode } from "react";
import { Controller, useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { fieldErrorText } from "~/components/forms/server-errors";
import { MarkdownField } from "~/components/forms/visual-editor/markdown-field";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useI18n } from "~/i18n/i18n-provider";
import { IMAGE_ALT_MAX } from "~/components/forms/visual-editor/editor-dialogs.schema";
import { cn } from "~/lib/cn";
import { AUTHOR_MAX, CATEGORY_MAX, CONTENT_MAX, SUMMARY_MAX, TITLE_MAX } from "../../blog-post.schema";

/** The texts of an article in both languages: what the firm's post form and a user's submission share. */
export const articleTextFields = ["titleEn", "categoryEn", "summaryEn", "contentEn", "titleAr", "categoryAr", "summaryAr", "contentAr"] as const;
export type ArticleTexts = Record<(typeof articleTextFields)[number], string>;

/** A new article's texts: every one empty. */
export const emptyArticleTexts = Object.fromEntries(articleTextFields.map((field) => [field, ""])) as ArticleTexts;

/** An article's texts taken from a stored article. */
export function articleTextsOf(article: ArticleTexts): ArticleTexts {
  return Object.fromEntries(articleTextFields.map((field) => [field, article[field]])) as ArticleTexts;
}

/** The byline in both languages. */
export interface ArticleBylines {
  author: string;
  authorAr: string;
}

/** The cover's description (its `alt`) in both languages. */
export interface CoverDescriptions {
  imageAltEn?: string;
  imageAltAr?: string;
}

/**
 * English then Arabic: category, summary (3 rows) and content (the visual
 * editor, its Markdown a switch away), below the titles of
 * `ArticleDetailsSection`. Arabic fields are typed right to left whatever
 * the page's language. `uploads` when the writer may upload the article's
 * images (staff).
 */
export function BilingualArticleFields({ form, idPrefix, uploads }: { form: UseFormReturn<ArticleTexts>; idPrefix: string; uploads: boolean }) {
  return (
    <>
      <LanguageSection form={form} idPrefix={idPrefix} lang="en" uploads={uploads} />
      <LanguageSection form={form} idPrefix={idPrefix} lang="ar" uploads={uploads} />
    </>
  );
}

/**
 * An article form's first section, "Post details", in the order a writer
 * thinks of it: both titles (side by side on wide screens), the byline in
 * both languages, then what the form adds (`children`: the firm's cover,
 * status and schedule; a member's image address). The firm's post form and
 * a member's article form both start with it.
 */
export function ArticleDetailsSection({
  form,
  idPrefix,
  authorArRequired = true,
  children,
}: {
  form: UseFormReturn<ArticleTexts & ArticleBylines>;
  idPrefix: string;
  /** An older post without an Arabic byline may stay without one. */
  authorArRequired?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  // Live counts of the limited texts (the titles count in their own fields).
  const [author = "", authorAr = ""] = useWatch({ control, name: ["author", "authorAr"] });
  return (
    <section aria-labelledby={`${idPrefix}-details`} className="grid gap-5 rounded-xl border border-ink-100 bg-ink-50/40 p-4 sm:p-5">
      <h3 id={`${idPrefix}-details`} className="text-base font-bold text-ink-900">
        {t("blogAdmin.form.details")}
      </h3>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TitleField form={form} idPrefix={idPrefix} lang="en" />
        <TitleField form={form} idPrefix={idPrefix} lang="ar" />
      </div>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <FormField id={`${idPrefix}-author`} label={t("blogAdmin.field.author")} required error={fieldErrorText(t, errors.author)} count={{ length: author.length, max: AUTHOR_MAX }}>
          {(field) => <Input {...field} dir="ltr" lang="en" autoComplete="off" {...register("author")} />}
        </FormField>
        <FormField
          id={`${idPrefix}-authorAr`}
          label={t("blogAdmin.field.authorAr")}
          required={authorArRequired}
          hint={t("blogAdmin.field.authorArHint")}
          error={fieldErrorText(t, errors.authorAr)}
          count={{ length: authorAr.length, max: AUTHOR_MAX }}
        >
          {(field) => <Input {...field} dir="rtl" lang="ar" autoComplete="off" {...register("authorAr")} />}
        </FormField>
      </div>
      {children}
    </section>
  );
}

function TitleField({ form, idPrefix, lang }: { form: UseFormReturn<ArticleTexts & ArticleBylines>; idPrefix: string; lang: "en" | "ar" }) {
  const { t } = useI18n();
  const name = lang === "en" ? "titleEn" : "titleAr";
  const title = useWatch({ control: form.control, name }) ?? "";
  return (
    <FormField id={`${idPrefix}-${name}`} label={t(`blogAdmin.field.${name}`)} required error={fieldErrorText(t, form.formState.errors[name])} count={{ length: title.length, max: TITLE_MAX }}>
      {(field) => <Input {...field} dir={lang === "ar" ? "rtl" : "ltr"} lang={lang} {...form.register(name)} />}
    </FormField>
  );
}

function LanguageSection({ form, idPrefix, lang, uploads }: { form: UseFormReturn<ArticleTexts>; idPrefix: string; lang: "en" | "ar"; uploads: boolean }) {
  const { t } = useI18n();
  const { register, control, formState } = form;
  const errors: FieldErrors<ArticleTexts> = formState.errors;
  const suffix = lang === "en" ? "En" : "Ar";
  const name = <K extends "title" | "category" | "summary" | "content">(field: K) => `${field}${suffix}` as `${K}${typeof suffix}`;
  const dir = lang === "ar" ? "rtl" : "ltr";
  const headingId = `${idPrefix}-${lang}-heading`;
  // Each limited text shows its live count, so a limit is seen before it is passed.
  const [category = "", summary = ""] = useWatch({ control, name: [name("category"), name("summary")] });
  return (
    <section aria-labelledby={headingId} className="grid gap-5 rounded-xl border border-ink-100 bg-white p-4 sm:p-5">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink-900">
        <span aria-hidden className={cn("inline-flex h-6 min-w-8 items-center justify-center rounded bg-ink-900 px-1.5 text-xs font-bold text-sand-300")} lang={lang}>
          {lang === "en" ? "EN" : "ع"}
        </span>
        {t(lang === "en" ? "blogAdmin.form.english" : "blogAdmin.form.arabic")}
      </h3>
      <FormField id={`${idPrefix}-${name("category")}`} label={t(`blogAdmin.field.${name("category")}`)} required error={fieldErrorText(t, errors[name("category")])} count={{ length: category.length, max: CATEGORY_MAX }}>
        {(field) => <Input {...field} dir={dir} lang={lang} {...register(name("category"))} />}
      </FormField>
      <FormField id={`${idPrefix}-${name("summary")}`} label={t(`blogAdmin.field.${name("summary")}`)} required error={fieldErrorText(t, errors[name("summary")])} count={{ length: summary.length, max: SUMMARY_MAX }}>
        {(field) => <Textarea {...field} rows={3} dir={dir} lang={lang} className="min-h-0" {...register(name("summary"))} />}
      </FormField>
      <Controller
        control={control}
        name={name("content")}
        render={({ field, fieldState }) => (
          <MarkdownField
            id={`${idPrefix}-${name("content")}`}
            label={t(`blogAdmin.field.${name("content")}`)}
            required
            lang={lang}
            uploads={uploads}
            max={CONTENT_MAX}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            fieldRef={field.ref}
            error={fieldErrorText(t, fieldState.error)}
          />
        )}
      />
    </section>
  );
}

/**
 * The cover's description in each language (decision 044), side by side on
 * wide screens, with their counts: under the firm's cover and under a
 * member's picture address. `required` marks them when they must be given
 * (the form knows: a post going public, an article with a picture).
 */
export function CoverDescriptionFields({ form, idPrefix, required = false }: { form: UseFormReturn<CoverDescriptions>; idPrefix: string; required?: boolean }) {
  const { t } = useI18n();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [imageAltEn = "", imageAltAr = ""] = useWatch({ control, name: ["imageAltEn", "imageAltAr"] });
  return (
    <div className="grid items-start gap-5 md:grid-cols-2">
      <FormField
        id={`${idPrefix}-imageAltEn`}
        label={t("blogAdmin.field.imageAltEn")}
        required={required}
        hint={t("blogAdmin.field.imageAltHint")}
        error={fieldErrorText(t, errors.imageAltEn)}
        count={{ length: imageAltEn.length, max: IMAGE_ALT_MAX }}
      >
        {(field) => <Input {...field} dir="ltr" lang="en" autoComplete="off" {...register("imageAltEn")} />}
      </FormField>
      <FormField
        id={`${idPrefix}-imageAltAr`}
        label={t("blogAdmin.field.imageAltAr")}
        required={required}
        hint={t("blogAdmin.field.imageAltHint")}
        error={fieldErrorText(t, errors.imageAltAr)}
        count={{ length: imageAltAr.length, max: IMAGE_ALT_MAX }}
      >
        {(field) => <Input {...field} dir="rtl" lang="ar" autoComplete="off" {...register("imageAltAr")} />}
      </FormField>
    </div>
  );
}
