import { CircleCheck, LoaderCircle } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { useApiData } from "~/components/data-table/use-api-data";
import { fieldErrorText } from "~/components/forms/server-errors";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { dirOf, languages, localizePath, type Lang } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import type { AdminPostDetail } from "../../blog-post";
import { type BlogPostInput, type BlogPostValues } from "../../blog-post.schema";
import { postSearchFields, searchFieldsOf } from "../../post-search-fields";
import { checkPostSeo, countBlocking, effectiveDescription, effectiveSearchTitle, SEARCH_DESCRIPTION_ADVICE, SEARCH_TITLE_ADVICE, type SeoCheckPost, type SeoContext, type SeoField } from "../../seo-check";
import { FoldedSection } from "./folded-section";
import { ImageField } from "./image-field";
import { SearchPreviews } from "./search-previews";
import { SeoFindingGroups } from "./seo-findings";

type PostForm = UseFormReturn<BlogPostInput, unknown, BlogPostValues>;

/** The fields this section holds: the form opens it to take a writer to one of them. */
export const searchSectionFields: readonly SeoField[] = postSearchFields;

/** The form's values as the search check reads them: what is not typed yet is empty. */
function checkedPost(values: Partial<BlogPostInput>, post: AdminPostDetail | null): SeoCheckPost {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const fields = ["slug", "imageUrl", "imageAltEn", "imageAltAr", "author", "authorAr", "titleEn", "titleAr", "categoryEn", "categoryAr", "summaryEn", "summaryAr", "contentEn", "contentAr", ...postSearchFields] as const;
  const texts = Object.fromEntries(fields.map((field) => [field, text(values[field])])) as Omit<SeoCheckPost, "id" | "status">;
  return { ...texts, id: post?.id ?? null, status: values.status ?? post?.status ?? "draft" };
}

/**
 * "Search and sharing" (issue 27 items 1–2, decision 045), folded away like
 * Advanced: the bilingual search check of the post as it is typed (each
 * finding takes the writer to its field), then per language the search
 * title, the search description and the sharing image, each showing its
 * default, with live counts against the lengths search results show, and
 * what a search result and a shared link will look like.
 */
export function PostSearchSection({
  form,
  idPrefix,
  post,
  open,
  onOpenChange,
  onGoTo,
}: {
  form: PostForm;
  idPrefix: string;
  post: AdminPostDetail | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGoTo: (field: SeoField) => void;
}) {
  const { t, lang } = useI18n();
  const publicUrl = useRootData()?.publicUrl ?? "http://localhost";
  const { data, error, loading } = useApiData<{ context: SeoContext }>("/api/admin/blog/seo-context");
  const brand = t("brand.name");
  // Without the other posts (their request failed) the post is still checked on its own.
  const context = useMemo<SeoContext>(() => data?.context ?? { posts: [], brand: { en: brand, ar: brand }, siteOrigin: publicUrl }, [data, brand, publicUrl]);
  const values = useWatch({ control: form.control }) as Partial<BlogPostInput>;
  // Typing stays fast in a long article: the check follows a moment behind.
  const checked = useDeferredValue(values);
  const current = useMemo(() => checkedPost(checked, post), [checked, post]);
  const findings = useMemo(() => checkPostSeo(current, context), [current, context]);
  const blocking = countBlocking(findings);
  const advice = findings.length - blocking;
  const regionId = `${idPrefix}-search`;

  return (
    <FoldedSection
      id={regionId}
      title={t("blogAdmin.seo.title")}
      open={open}
      onOpenChange={onOpenChange}
      summary={
        <span data-testid="seo-summary" className={cn(blocking > 0 && "font-semibold text-danger-700")}>
          {findings.length === 0 ? t("blogAdmin.seo.summaryClean") : t("blogAdmin.seo.summary", { blocking: formatNumber(blocking, lang), advice: formatNumber(advice, lang) })}
        </span>
      }
    >
      <div className="grid min-w-0 gap-6">
        <p className="text-sm text-ink-600">{t("blogAdmin.seo.lead")}</p>
        <section aria-labelledby={`${regionId}-check`} className="grid gap-3" data-testid="seo-check">
          <h4 id={`${regionId}-check`} className="text-sm font-bold text-ink-900">
            {t("blogAdmin.seo.check")}
          </h4>
          {loading && !data && (
            <p className="flex items-center gap-2 text-sm text-ink-600">
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t("blogAdmin.seo.checking")}
            </p>
          )}
          {error != null && (
            <p role="alert" className="text-sm text-warning-700">
              {t("blogAdmin.seo.contextFailed")}
            </p>
          )}
          {findings.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-success-700">
              <CircleCheck aria-hidden className="size-4" />
              {t("blogAdmin.seo.clean")}
            </p>
          ) : (
            <SeoFindingGroups findings={findings} onGoTo={onGoTo} />
          )}
        </section>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          {languages.map((language) => (
            <LanguageSearchFields key={language} form={form} idPrefix={idPrefix} lang={language} post={current} context={context} />
          ))}
        </div>
      </div>
    </FoldedSection>
  );
}

function LanguageSearchFields({ form, idPrefix, lang, post, context }: { form: PostForm; idPrefix: string; lang: Lang; post: SeoCheckPost; context: SeoContext }) {
  const { t } = useI18n();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const names = searchFieldsOf(lang);
  const dir = dirOf(lang);
  const headingId = `${idPrefix}-search-${lang}`;
  const title = lang === "ar" ? post.titleAr : post.titleEn;
  const summary = lang === "ar" ? post.summaryAr : post.summaryEn;
  const defaultTitle = effectiveSearchTitle({ ...post, [names.searchTitle]: "" }, lang, context.brand[lang]);
  const documentTitle = effectiveSearchTitle(post, lang, context.brand[lang]);
  const description = effectiveDescription(post, lang);
  const image = post[names.socialImage] || post.imageUrl;
  const url = new URL(localizePath(`/blog/${post.slug}`, lang), context.siteOrigin).href;
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 content-start gap-5 rounded-xl border border-ink-100 bg-white p-4 sm:p-5">
      <h4 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink-900">
        <span aria-hidden className="inline-flex h-6 min-w-8 items-center justify-center rounded bg-ink-900 px-1.5 text-xs font-bold text-sand-300" lang={lang}>
          {lang === "en" ? "EN" : "ع"}
        </span>
        {t(lang === "en" ? "blogAdmin.form.english" : "blogAdmin.form.arabic")}
      </h4>
      <FormField
        id={`${idPrefix}-${names.searchTitle}`}
        label={t(`blogAdmin.field.${names.searchTitle}`)}
        optional
        hint={t("blogAdmin.field.searchTitleHint")}
        error={fieldErrorText(t, errors[names.searchTitle])}
        // What the page's <title> will be: the count follows the default while the field is empty.
        count={{ length: documentTitle.length, max: SEARCH_TITLE_ADVICE.max, advice: true }}
      >
        {(field) => <Input {...field} dir={dir} lang={lang} placeholder={defaultTitle} autoComplete="off" {...register(names.searchTitle)} />}
      </FormField>
      <FormField
        id={`${idPrefix}-${names.searchDescription}`}
        label={t(`blogAdmin.field.${names.searchDescription}`)}
        optional
        hint={t("blogAdmin.field.searchDescriptionHint")}
        error={fieldErrorText(t, errors[names.searchDescription])}
        count={{ length: description.length, ...SEARCH_DESCRIPTION_ADVICE, advice: true }}
      >
        {(field) => <Textarea {...field} rows={3} dir={dir} lang={lang} placeholder={summary} className="min-h-0" {...register(names.searchDescription)} />}
      </FormField>
      <Controller
        control={control}
        name={names.socialImage}
        render={({ field, fieldState }) => (
          <ImageField
            id={`${idPrefix}-${names.socialImage}`}
            label={t(`blogAdmin.field.${names.socialImage}`)}
            hint={t("blogAdmin.field.socialImageHint")}
            previewAlt={t("blogAdmin.field.socialImagePreview")}
            required={false}
            fallback={{ src: post.imageUrl, label: t("blogAdmin.field.socialImageDefault") }}
            value={field.value ?? ""}
            onChange={(value) => field.onChange(value)}
            inputRef={field.ref}
            error={fieldErrorText(t, fieldState.error)}
          />
        )}
      />
      <SearchPreviews lang={lang} url={url} documentTitle={documentTitle} sharedTitle={post[names.searchTitle].trim() || title} description={description || summary} image={image} />
    </section>
  );
}
