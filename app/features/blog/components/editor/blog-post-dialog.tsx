import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { notifyChanged } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { FormFooter } from "~/components/forms/form-footer";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { createBlogPost } from "../../api/create-blog-post";
import { updateBlogPost } from "../../api/update-blog-post";
import { PreviewLinksSection } from "./preview-links-section";
import { PostHistorySection } from "./post-history-section";
import { TranslationSection } from "./translation-section";
import { NoTranslationNeeded } from "~/features/content-revisions/components/no-translation-needed";
import type { AdminPostDetail } from "../../blog-post";
import { AUTHOR_MAX, blogPostSchema, legacyBlogPostSchema, SLUG_MAX, suggestSlug, type BlogPostInput, type BlogPostValues } from "../../blog-post.schema";
import { editorStatuses, type PostStatus } from "../../post-status";
import type { StaffLookalike } from "../../staff-lookalike";
import { BilingualArticleFields, type ArticleTexts } from "./article-fields";
import { ImageField } from "./image-field";

const emptyPost: BlogPostInput = {
  slug: "",
  imageUrl: "",
  author: "",
  authorAr: "",
  titleEn: "",
  categoryEn: "",
  summaryEn: "",
  contentEn: "",
  titleAr: "",
  categoryAr: "",
  summaryAr: "",
  contentAr: "",
  featured: false,
  // The firm publishes what it writes unless it chooses Draft (decision 016).
  status: "published",
};
const fields = Object.keys(emptyPost) as (keyof BlogPostInput)[];

function valuesOf(post: AdminPostDetail): BlogPostInput {
  const { slug, imageUrl, author, authorAr, titleEn, categoryEn, summaryEn, contentEn, titleAr, categoryAr, summaryAr, contentAr, featured, status } = post;
  return { slug, imageUrl, author, authorAr, titleEn, categoryEn, summaryEn, contentEn, titleAr, categoryAr, summaryAr, contentAr, featured, status };
}

/**
 * Create or edit a post in a large dialog. Editing loads the full post
 * first; a 409 (slug taken) and the server's field errors land beside their
 * fields.
 */
export function BlogPostDialog({ postId, open, onOpenChange }: { postId: number | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={postId === null ? t("blogAdmin.form.createTitle") : t("blogAdmin.form.editTitle")}
          description={t("blogAdmin.form.description")}
          className="sm:max-w-6xl"
        >
          <PostLoader postId={postId} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PostLoader({ postId, onDone }: { postId: number | null; onDone: () => void }) {
  const { t } = useI18n();
  const { data, error } = useApiData<{ post: AdminPostDetail }>(postId === null ? null : `/api/admin/blog/${postId}`);
  const post = data?.post ?? null;
  const failed = error != null;
  if (postId === null) return <PostForm post={null} onDone={onDone} />;
  if (failed) return <p role="alert" className="text-danger-700">{t("blogAdmin.loadFailed")}</p>;
  if (!post)
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">{t("admin.table.loading")}</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  return <PostForm post={post} onDone={onDone} />;
}

function PostForm({ post, onDone }: { post: AdminPostDetail | null; onDone: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const form = useForm<BlogPostInput, unknown, BlogPostValues>({
    // A post from before Arabic author names may be saved without one (decision 023); every other post needs it.
    resolver: zodResolver(post && !post.authorAr ? legacyBlogPostSchema : blogPostSchema),
    defaultValues: post ? valuesOf(post) : emptyPost,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  // Live counts of the limited texts (the Arabic and English texts count in their own sections).
  const [slug = "", author = "", authorAr = ""] = useWatch({ control, name: ["slug", "author", "authorAr"] });
  // The firm writes drafts or published posts; a submitted article keeps its own status until it is changed.
  const statuses: readonly PostStatus[] = post && !(editorStatuses as readonly string[]).includes(post.status) ? [post.status, ...editorStatuses] : editorStatuses;

  // "This change needs no translation" (decision 042): the other language stays up to date.
  const [noTranslationNeeded, setNoTranslationNeeded] = useState(false);

  const onSubmit = async (values: BlogPostValues) => {
    try {
      if (post) await updateBlogPost(post.id, values, { noTranslationNeeded });
      else await createBlogPost(values);
      notifyChanged("posts", "pending", "stats");
      const outcome = post ? "updated" : values.status === "published" ? "published" : "draftSaved";
      toast({ title: t(`blogAdmin.${outcome}.title`), description: t(`blogAdmin.${outcome}.body`), variant: "success" });
      onDone();
    } catch (failure) {
      // A taken slug or a refused field is said at the field; a toast there would only cover the form.
      if (applyServerFieldErrors(failure, setError, fields, { conflict: "slug" })) return;
      const description = failureText(failure, t("blogAdmin.saveFailedDefault"));
      toast({ title: t("blogAdmin.saveFailed"), description, variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      {post?.authorLookalike && <AuthorLookalikeNotice lookalike={post.authorLookalike} />}
      {post && <TranslationSection postId={post.id} form={form} onSave={() => void handleSubmit(onSubmit)()} idPrefix={id} />}
      <p className="text-sm text-ink-600">{t("admin.form.requiredNote")}</p>
      <section aria-labelledby={`${id}-details`} className="grid gap-5 rounded-xl border border-ink-100 bg-ink-50/40 p-4 sm:p-5">
        <h3 id={`${id}-details`} className="text-base font-bold text-ink-900">
          {t("blogAdmin.form.details")}
        </h3>
        <div className="grid items-start gap-5 md:grid-cols-2">
          <FormField
            id={`${id}-slug`}
            label={t("blogAdmin.field.slug")}
            required
            hint={t("blogAdmin.field.slugHint")}
            error={fieldErrorText(t, errors.slug)}
            count={{ length: slug.length, max: SLUG_MAX }}
            className="md:col-span-2"
          >
            {(field) => (
              <div className="flex gap-2">
                <Input {...field} dir="ltr" className={cn("min-w-0 flex-1", lang === "ar" && "text-end")} autoComplete="off" spellCheck={false} {...register("slug")} />
                <Button
                  type="button"
                  variant="outline"
                  className="shrink-0 px-3"
                  title={t("blogAdmin.field.suggestSlug")}
                  onClick={() => setValue("slug", suggestSlug(getValues("titleEn") ?? ""), { shouldValidate: true, shouldDirty: true })}
                >
                  <Sparkles aria-hidden className="size-4 text-sand-600" />
                  <span className="max-sm:sr-only">{t("blogAdmin.field.suggestSlug")}</span>
                </Button>
              </div>
            )}
          </FormField>
          <FormField id={`${id}-author`} label={t("blogAdmin.field.author")} required error={fieldErrorText(t, errors.author)} count={{ length: author.length, max: AUTHOR_MAX }}>
            {(field) => <Input {...field} dir="ltr" lang="en" autoComplete="off" {...register("author")} />}
          </FormField>
          <FormField
            id={`${id}-authorAr`}
            label={t("blogAdmin.field.authorAr")}
            required={!post || Boolean(post.authorAr)}
            hint={t("blogAdmin.field.authorArHint")}
            error={fieldErrorText(t, errors.authorAr)}
            count={{ length: authorAr.length, max: AUTHOR_MAX }}
          >
            {(field) => <Input {...field} dir="rtl" lang="ar" autoComplete="off" {...register("authorAr")} />}
          </FormField>
        </div>
        <Controller
          control={control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <ImageField
              id={`${id}-imageUrl`}
              value={field.value ?? ""}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldErrorText(t, fieldState.error)}
            />
          )}
        />
        <div className="grid items-start gap-5 md:grid-cols-2">
          <FormField id={`${id}-status`} label={t("blogAdmin.field.status")} required error={fieldErrorText(t, errors.status)}>
            {(field) => (
              <Select {...field} {...register("status")}>
                {statuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`blogAdmin.status.${status}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="md:pt-7">
            <Checkbox id={`${id}-featured`} label={<FeaturedLabel />} {...register("featured")} />
          </div>
        </div>
      </section>

      <BilingualArticleFields form={form as unknown as UseFormReturn<ArticleTexts>} idPrefix={id} />

      {post && <PreviewLinksSection postId={post.id} idPrefix={id} />}
      {post && <PostHistorySection postId={post.id} idPrefix={id} onRestored={(restored) => form.reset(valuesOf(restored))} />}
      {post && (
        <NoTranslationNeeded
          id={`${id}-noTranslationNeeded`}
          checked={noTranslationNeeded}
          onChange={setNoTranslationNeeded}
          label={t("blogAdmin.translation.noTranslationNeeded")}
          hint={t("blogAdmin.translation.noTranslationNeededHint")}
        />
      )}

      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("blogAdmin.form.save")} busyLabel={t("admin.form.saving")} />
    </form>
  );
}

/** A member's byline that looks like staff: the reviewer is told whose name it resembles (nothing is blocked). */
function AuthorLookalikeNotice({ lookalike }: { lookalike: StaffLookalike }) {
  const { t } = useI18n();
  return (
    <div role="note" className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink-800" data-testid="author-lookalike">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning-700" />
      <div>
        <p className="font-semibold text-ink-900">{t("blogAdmin.review.lookalike.title")}</p>
        <p className="mt-0.5">
          {t(`blogAdmin.review.lookalike.${lookalike.kind}`)} <bdi className="font-semibold">{lookalike.name}</bdi>
        </p>
        <p className="mt-0.5">{t("blogAdmin.review.lookalike.advice")}</p>
      </div>
    </div>
  );
}

function FeaturedLabel() {
  const { t } = useI18n();
  return (
    <span className="grid">
      <span className="font-semibold text-ink-900">{t("blogAdmin.field.featured")}</span>
      <span className="text-ink-600">{t("blogAdmin.field.featuredHint")}</span>
    </span>
  );
}
