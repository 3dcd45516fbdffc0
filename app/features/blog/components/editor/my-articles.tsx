import { zodResolver } from "@hookform/resolvers/zod";
import { ExternalLink, PencilLine, PenLine } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { Link } from "react-router";
import { DataTable, PanelHeading, TablePagination, type Column } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { FormFooter } from "~/components/forms/form-footer";
import { ltrInputProps } from "~/components/forms/ltr-input-props";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { formatLongDate } from "~/i18n/format";
import { useApiData } from "~/components/data-table/use-api-data";
import { Skeleton } from "~/components/ui/skeleton";
import { DraftRestoreBanner } from "~/features/content-drafts/components/draft-restore-banner";
import { DraftStatusLine } from "~/features/content-drafts/components/draft-status-line";
import { memberArticleDraftId } from "~/features/content-drafts/content-draft";
import { useContentDraft } from "~/features/content-drafts/use-content-draft";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";
import { resubmitArticle } from "../../api/resubmit-article";
import { submitArticle } from "../../api/submit-article";
import type { MyArticleDetail, MyArticleRow } from "../../blog-post";
import { articleSubmissionSchema, IMAGE_URL_MAX, type ArticleSubmissionInput, type ArticleSubmissionValues } from "../../blog-post.schema";
import { ArticleDetailsSection, articleTextsOf, BilingualArticleFields, CoverDescriptionFields, emptyArticleTexts, type ArticleBylines, type ArticleTexts, type CoverDescriptions } from "./article-fields";
import { PostAdvancedSection, type ArticleAddressFields } from "./post-advanced-section";
import { PostStatusBadge } from "./post-status-badge";

/**
 * A signed-in user's own articles (on /profile): what they sent, where each
 * stands (pending, published, rejected or sent back for changes, with the
 * reviewer's comment), a dialog to write a new one for review, and one to
 * edit an article sent back and send it again (decision 042).
 */
export function MyArticles() {
  const { t, lang, href } = useI18n();
  const version = useTopicVersion("myArticles");
  const list = usePagedList<MyArticleRow, "posts">("/api/articles/mine", "posts", { version, pageSize: 10 });
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<MyArticleRow | null>(null);
  const title = (post: MyArticleRow) => (lang === "ar" ? post.titleAr : post.titleEn);

  const columns: Column<MyArticleRow>[] = [
    {
      id: "title",
      header: t("blogAdmin.articles.col.title"),
      cell: (post) => (
        <div>
          <p className="font-semibold text-ink-900">{title(post)}</p>
          <p className="text-xs text-ink-500">{lang === "ar" ? post.categoryAr : post.categoryEn}</p>
        </div>
      ),
    },
    {
      id: "status",
      header: t("blogAdmin.articles.col.status"),
      cell: (post) => (
        <div className="grid justify-items-start gap-1.5">
          <PostStatusBadge status={post.status} labelKey={`blogAdmin.articles.status.${post.status}`} />
          {post.reviewComment && (post.status === "changes_requested" || post.status === "rejected") && (
            <div className="max-w-sm text-xs text-ink-700">
              <p className="font-semibold text-ink-900">{t("blogAdmin.articles.reviewComment")}</p>
              <p dir="auto" className="whitespace-pre-line">
                {post.reviewComment}
              </p>
            </div>
          )}
        </div>
      ),
    },
    {
      id: "submitted",
      header: t("blogAdmin.articles.col.submitted"),
      className: "whitespace-nowrap",
      cell: (post) => <time dateTime={post.createdAt}>{formatLongDate(post.createdAt, lang)}</time>,
    },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "text-end",
      cell: (post) =>
        post.status === "published" ? (
          <Button asChild variant="ghost" className="px-3">
            <Link to={href(`/blog/${post.slug}`)}>
              <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
              {t("blogAdmin.articles.view")}
            </Link>
          </Button>
        ) : post.status === "changes_requested" ? (
          <Button variant="outline" className="px-3" aria-label={t("blogAdmin.articles.editLabel", { title: title(post) })} onClick={() => setEditing(post)}>
            <PencilLine aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("blogAdmin.articles.edit")}
          </Button>
        ) : null,
    },
  ];

  return (
    <section id="my-articles" aria-labelledby="my-articles-heading" className="scroll-mt-24">
      <PanelHeading
        id="my-articles-heading"
        title={t("blogAdmin.articles.heading")}
        lead={t("blogAdmin.articles.lead")}
        actions={
          <Button variant="secondary" onClick={() => setWriting(true)}>
            <PenLine aria-hidden className="size-4 rtl:-scale-x-100" />
            {t("blogAdmin.articles.write")}
          </Button>
        }
      />
      <DataTable
        caption={t("blogAdmin.articles.heading")}
        columns={columns}
        list={list}
        rowKey={(post) => post.id}
        emptyText={t("blogAdmin.articles.empty")}
        errorText={t("blogAdmin.articles.fetchFailed")}
        skeletonRows={2}
        minWidthClass="min-w-[560px]"
      />
      <TablePagination list={list} label={t("blogAdmin.articles.heading")} />
      <Dialog open={writing} onOpenChange={setWriting}>
        {writing && (
          <DialogContent title={t("blogAdmin.articles.dialog.title")} description={t("blogAdmin.articles.dialog.description")} className="sm:max-w-6xl">
            <ArticleForm article={null} onDone={() => setWriting(false)} />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={t("blogAdmin.articles.editDialog.title")} description={t("blogAdmin.articles.editDialog.description")} className="sm:max-w-6xl">
            <ArticleLoader postId={editing.id} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

const fields = ["slug", "author", "authorAr", "imageUrl", "imageAltEn", "imageAltAr", "titleEn", "categoryEn", "summaryEn", "contentEn", "titleAr", "categoryAr", "summaryAr", "contentAr"] as const;

/** The article sent back, loaded whole, then its form (the reviewer's comment above it). */
function ArticleLoader({ postId, onDone }: { postId: number; onDone: () => void }) {
  const { t } = useI18n();
  const { data, error } = useApiData<{ post: MyArticleDetail }>(`/api/articles/${postId}`);
  if (error != null) return <p role="alert" className="text-danger-700">{t("blogAdmin.articles.loadFailed")}</p>;
  if (!data)
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only">{t("admin.table.loading")}</span>
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  return <ArticleForm article={data.post} onDone={onDone} />;
}

function ArticleForm({ article, onDone }: { article: MyArticleDetail | null; onDone: () => void }) {
  const { t, lang } = useI18n();
  const user = useRootData()?.user;
  const fullName = user?.fullName || user?.username || "";
  const id = useId();
  // The values the form opens with: the article sent back, or a new one with the account's name as its byline.
  const [initial] = useState<ArticleSubmissionInput>(() =>
    article
      ? { slug: article.slug, author: article.author, authorAr: article.authorAr, imageUrl: article.imageUrl, imageAltEn: article.imageAltEn, imageAltAr: article.imageAltAr, ...articleTextsOf(article) }
      : {
          slug: "",
          // The account's name goes in the field of its script; the writer adds the other one.
          author: fullName && !ARABIC_SCRIPT.test(fullName) ? fullName : "",
          authorAr: fullName && ARABIC_SCRIPT.test(fullName) ? fullName : "",
          imageUrl: "",
          imageAltEn: "",
          imageAltAr: "",
          ...emptyArticleTexts,
        },
  );
  const form = useForm<ArticleSubmissionInput, unknown, ArticleSubmissionValues>({
    resolver: zodResolver(articleSubmissionSchema),
    defaultValues: initial,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const imageUrl = useWatch({ control, name: "imageUrl" }) ?? "";
  // The web address, folded under "Advanced" as in the firm's post form: it follows the English title until edited by hand (an article sent back keeps its own).
  const [advancedOpen, setAdvancedOpen] = useState(false);
  // Autosave (decision 042), as in the firm's editors: a working draft while typing, offered back when the form opens again, in any browser.
  const draft = useContentDraft({
    kind: "post",
    itemId: memberArticleDraftId(article ? article.id : "new"),
    itemUpdatedAt: article?.updatedAt ?? null,
    initial,
    onRestore: (values) => form.reset({ ...form.getValues(), ...values }, { keepDefaultValues: true }),
  });
  const { change: draftChange } = draft;
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => draftChange(values) }), [form, draftChange]);

  const onSubmit = async (values: ArticleSubmissionValues) => {
    try {
      if (article) await resubmitArticle(article.id, values);
      else await submitArticle(values);
      // The server ended the draft with the submission: nothing waiting is sent after it.
      draft.settle();
      notifyChanged("myArticles", "pending", "posts", "stats");
      const outcome = article ? "resubmitted" : "submitted";
      toast({ title: t(`blogAdmin.articles.${outcome}.title`), description: t(`blogAdmin.articles.${outcome}.body`), variant: "success" });
      onDone();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, fields, { conflict: "slug" })) return;
      const description = failureText(failure, t("blogAdmin.articles.submitFailedDefault"));
      toast({ title: t("blogAdmin.articles.submitFailed"), description, variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
      {article?.reviewComment && (
        <div role="note" className="rounded-lg border border-sand-300/60 bg-sand-100/60 px-4 py-3 text-sm text-ink-800">
          <p className="font-semibold text-ink-900">{t("blogAdmin.articles.reviewComment")}</p>
          <p dir="auto" className="mt-1 whitespace-pre-line">
            {article.reviewComment}
          </p>
        </div>
      )}
      <DraftRestoreBanner draft={draft} />
      <p className="text-sm text-ink-600">{t("admin.form.requiredNote")}</p>
      {/* Titles first, then the bylines and the picture: the firm's post form's first section. */}
      <ArticleDetailsSection form={form as unknown as UseFormReturn<ArticleTexts & ArticleBylines>} idPrefix={id}>
        <FormField
          id={`${id}-imageUrl`}
          label={t("blogAdmin.articles.field.image")}
          optional
          hint={t("blogAdmin.articles.field.imageHint")}
          error={fieldErrorText(t, errors.imageUrl)}
          count={{ length: imageUrl.length, max: IMAGE_URL_MAX }}
        >
          {(field) => <Input {...field} {...ltrInputProps(lang)} inputMode="url" autoComplete="off" spellCheck={false} {...register("imageUrl")} />}
        </FormField>
        {/* The picture's description in each language: needed with a picture, as the approval publishes the article as sent. */}
        <CoverDescriptionFields form={form as unknown as UseFormReturn<CoverDescriptions>} idPrefix={id} required={imageUrl.trim() !== ""} />
      </ArticleDetailsSection>
      <BilingualArticleFields form={form as unknown as UseFormReturn<ArticleTexts>} idPrefix={id} uploads={false} />
      <PostAdvancedSection form={form as unknown as UseFormReturn<ArticleAddressFields>} idPrefix={id} followTitle={article === null} open={advancedOpen} onOpenChange={setAdvancedOpen} />
      <FormFooter
        onCancel={onDone}
        busy={isSubmitting}
        submitLabel={t(article ? "blogAdmin.articles.editDialog.submit" : "blogAdmin.articles.dialog.submit")}
        busyLabel={t("blogAdmin.articles.dialog.submitting")}
        status={<DraftStatusLine status={draft.status} />}
      />
    </form>
  );
}
