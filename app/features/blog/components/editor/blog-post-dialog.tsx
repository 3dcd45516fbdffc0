import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { notifyChanged } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { applyServerFieldErrors, failureText } from "~/components/forms/server-errors";
import { FormFooter } from "~/components/forms/form-footer";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { DraftRestoreBanner } from "~/features/content-drafts/components/draft-restore-banner";
import { DraftStatusLine } from "~/features/content-drafts/components/draft-status-line";
import { useContentDraft } from "~/features/content-drafts/use-content-draft";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { createBlogPost } from "../../api/create-blog-post";
import { updateBlogPost } from "../../api/update-blog-post";
import { PreviewLinksSection } from "./preview-links-section";
import { PostHistorySection } from "./post-history-section";
import { TranslationSection } from "./translation-section";
import { NoTranslationNeeded } from "~/features/content-revisions/components/no-translation-needed";
import type { AdminPostDetail } from "../../blog-post";
import { blogPostSchema, legacyBlogPostSchema, type BlogPostInput, type BlogPostValues } from "../../blog-post.schema";
import { editorStatuses, type PostStatus } from "../../post-status";
import type { StaffLookalike } from "../../staff-lookalike";
import { BilingualArticleFields, emptyArticleTexts, type ArticleTexts } from "./article-fields";
import { PostAdvancedSection, type ArticleAddressFields } from "./post-advanced-section";
import { PostDetailsSection } from "./post-details-section";
import { PostSearchSection, searchSectionFields } from "./post-search-section";
import { postSearchFields, type PostSearchFields } from "../../post-search-fields";
import type { SeoField } from "../../seo-check";

const emptyPost: BlogPostInput = {
  slug: "",
  imageUrl: "",
  imageAltEn: "",
  imageAltAr: "",
  author: "",
  authorAr: "",
  ...emptyArticleTexts,
  featured: false,
  // The firm publishes what it writes unless it chooses Draft (decision 016) or Scheduled.
  status: "published",
  publishAt: null,
  unpublishAt: null,
  // Search and sharing, and the cover's descriptions (decision 045): empty for their defaults.
  ...(Object.fromEntries(postSearchFields.map((field) => [field, ""])) as PostSearchFields),
};
const fields = Object.keys(emptyPost) as (keyof BlogPostInput)[];

function valuesOf(post: AdminPostDetail): BlogPostInput {
  const { slug, imageUrl, imageAltEn, imageAltAr, author, authorAr, titleEn, categoryEn, summaryEn, contentEn, titleAr, categoryAr, summaryAr, contentAr, featured, status, publishAt, unpublishAt } = post;
  const search = Object.fromEntries(postSearchFields.map((field) => [field, post[field]])) as PostSearchFields;
  return { slug, imageUrl, imageAltEn, imageAltAr, author, authorAr, titleEn, categoryEn, summaryEn, contentEn, titleAr, categoryAr, summaryAr, contentAr, featured, status, publishAt, unpublishAt, ...search };
}

/** Where the editor opens: a field (a finding of the search check in the report) or the search and sharing section (the list's mark). */
export type PostEditorFocus = SeoField | "search";

/**
 * Create or edit a post in a large dialog. Editing loads the full post
 * first; a 409 (slug taken) and the server's field errors land beside their
 * fields.
 */
export function BlogPostDialog({ postId, open, onOpenChange, focus }: { postId: number | null; open: boolean; onOpenChange: (open: boolean) => void; focus?: PostEditorFocus }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={postId === null ? t("blogAdmin.form.createTitle") : t("blogAdmin.form.editTitle")}
          description={t("blogAdmin.form.description")}
          className="sm:max-w-6xl"
        >
          <PostLoader postId={postId} focus={focus} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PostLoader({ postId, focus, onDone }: { postId: number | null; focus?: PostEditorFocus; onDone: () => void }) {
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
  return <PostForm post={post} focus={focus} onDone={onDone} />;
}

function PostForm({ post, focus, onDone }: { post: AdminPostDetail | null; focus?: PostEditorFocus; onDone: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const form = useForm<BlogPostInput, unknown, BlogPostValues>({
    // A post from before Arabic author names may be saved without one (decision 023); every other post needs it.
    resolver: zodResolver(post && !post.authorAr ? legacyBlogPostSchema : blogPostSchema),
    defaultValues: post ? valuesOf(post) : emptyPost,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
  // Autosave (decision 042): a working draft of the form while typing, offered back when the editor opens again.
  const draft = useContentDraft({
    kind: "post",
    itemId: post ? String(post.id) : "new",
    itemUpdatedAt: post?.updatedAt ?? null,
    initial: post ? valuesOf(post) : emptyPost,
    onRestore: (values) => form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true }),
  });
  const { change: draftChange } = draft;
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => draftChange(values) }), [form, draftChange]);
  // The firm writes drafts or published posts; a submitted article keeps its own status until it is changed.
  const statuses: readonly PostStatus[] = post && !(editorStatuses as readonly string[]).includes(post.status) ? [post.status, ...editorStatuses] : editorStatuses;

  // "This change needs no translation" (decision 042): the other language stays up to date.
  const [noTranslationNeeded, setNoTranslationNeeded] = useState(false);

  // The folded sections, opened to take the writer to a field they hold (the search check's findings, decision 045).
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(focus === "search" || (focus !== undefined && searchSectionFields.includes(focus)));
  const goTo = useCallback(
    (field: SeoField) => {
      if (field === "slug") setAdvancedOpen(true);
      if (searchSectionFields.includes(field)) setSearchOpen(true);
      const from = document.activeElement;
      let tries = 0;
      // Once the fold is open; the article's visual editor may still be loading, so a few frames more.
      const attempt = () => {
        form.setFocus(field);
        if (document.activeElement !== from && document.activeElement !== document.body) return;
        if (++tries < 60) requestAnimationFrame(attempt);
      };
      requestAnimationFrame(attempt);
    },
    [form],
  );
  useEffect(() => {
    if (focus === "search") document.querySelector<HTMLElement>(`[aria-controls="${id}-search"]`)?.focus();
    else if (focus) goTo(focus);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- where the editor opens, once
  }, []);

  const onSubmit = async (values: BlogPostValues) => {
    try {
      if (post) await updateBlogPost(post.id, values, { noTranslationNeeded });
      else await createBlogPost(values);
      draft.settle();
      notifyChanged("posts", "pending", "stats");
      const outcome = post ? "updated" : values.status === "published" ? "published" : values.status === "scheduled" ? "scheduled" : "draftSaved";
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
      <DraftRestoreBanner draft={draft} />
      {post?.authorLookalike && <AuthorLookalikeNotice lookalike={post.authorLookalike} />}
      {post && <TranslationSection postId={post.id} form={form} onSave={() => void handleSubmit(onSubmit)()} idPrefix={id} />}
      <p className="text-sm text-ink-600">{t("admin.form.requiredNote")}</p>
      <PostDetailsSection form={form} idPrefix={id} post={post} statuses={statuses} />

      <BilingualArticleFields form={form as unknown as UseFormReturn<ArticleTexts>} idPrefix={id} uploads />

      <PostSearchSection form={form} idPrefix={id} post={post} open={searchOpen} onOpenChange={setSearchOpen} onGoTo={goTo} />

      <PostAdvancedSection form={form as unknown as UseFormReturn<ArticleAddressFields>} idPrefix={id} followTitle={!post} open={advancedOpen} onOpenChange={setAdvancedOpen} />

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

      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("blogAdmin.form.save")} busyLabel={t("admin.form.saving")} status={<DraftStatusLine status={draft.status} />} />
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
