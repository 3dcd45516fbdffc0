import { Check, Eye, MessageSquareReply, X } from "lucide-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { DataTable, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { formatLongDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { approvePendingPost } from "../../api/approve-pending-post";
import { rejectPendingPost } from "../../api/reject-pending-post";
import { requestPostChanges } from "../../api/request-post-changes";
import type { PendingPostRow } from "../../blog-post";
import { BlogPostDialog } from "./blog-post-dialog";
import { ReviewDecisionDialog, type CommentedDecision } from "./review-decision-dialog";

/** `?review=<id>`: the article whose review is open (the dashboard's day strip links here); anything else opens nothing. */
function reviewFromQuery(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** Articles sent by users, waiting for an administrator (under the Blog Posts tab's posts). The open review lives in the address. */
export function PendingArticles() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("pending");
  const list = usePagedList<PendingPostRow, "posts">("/api/admin/pending-posts", "posts", { version });
  const [working, setWorking] = useState<number | null>(null);
  // The decision whose comment is being written (a rejection or a request for changes), and for which article.
  const [asking, setAsking] = useState<{ post: PendingPostRow; decision: CommentedDecision } | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const reviewing = reviewFromQuery(searchParams.get("review"));
  const setReviewing = useCallback(
    (postId: number | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (postId === null) next.delete("review");
          else next.set("review", String(postId));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const title = (post: PendingPostRow) => (lang === "ar" ? post.titleAr : post.titleEn);

  const approve = async (post: PendingPostRow) => {
    setWorking(post.id);
    try {
      await approvePendingPost(post.id);
      notifyChanged("pending", "posts", "stats");
      toast({ title: t("blogAdmin.pending.approved.title"), description: t("blogAdmin.pending.approved.body"), variant: "success" });
    } catch (failure) {
      // Someone else may have reviewed it already: the list is refreshed either way.
      notifyChanged("pending", "posts", "stats");
      toast({
        title: t("blogAdmin.pending.reviewFailed"),
        description: failureText(failure, t("admin.form.tryAgain")),
        variant: "destructive",
      });
    } finally {
      setWorking(null);
    }
  };

  /** A rejection or a request for changes, with the comment the dialog took; a failure is said in the dialog's toast and the list refreshed. */
  const sendDecision = async (post: PendingPostRow, decision: CommentedDecision, comment: string) => {
    try {
      if (decision === "reject") await rejectPendingPost(post.id, comment || undefined);
      else await requestPostChanges(post.id, comment);
    } finally {
      notifyChanged("pending", "posts", "stats");
    }
    toast(
      decision === "reject"
        ? { title: t("blogAdmin.pending.rejected.title"), description: t("blogAdmin.pending.rejected.body"), variant: "success" }
        : { title: t("blogAdmin.pending.changesRequested.title"), description: t("blogAdmin.pending.changesRequested.body"), variant: "success" },
    );
  };

  const columns: Column<PendingPostRow>[] = [
    {
      id: "title",
      header: t("blogAdmin.pending.col.title"),
      className: "w-[40%]",
      cell: (post) => (
        <div>
          <span className="font-semibold text-ink-900">{title(post)}</span>
          {post.reviewComment && (
            // Sent again after a request for changes: what was asked, so the review starts from it.
            <p className="mt-1 text-xs text-ink-600">
              <span className="font-semibold">{t("blogAdmin.pending.resubmitted")}</span> <span dir="auto" className="line-clamp-2 whitespace-pre-line">{post.reviewComment}</span>
            </p>
          )}
        </div>
      ),
    },
    {
      id: "author",
      header: t("blogAdmin.pending.col.author"),
      cell: (post) => (
        <div>
          <p>{(lang === "ar" && post.authorAr) || post.author}</p>
          {post.submittedBy && (
            <p className="text-xs text-ink-500">
              <span dir="ltr">@{post.submittedBy}</span>
            </p>
          )}
        </div>
      ),
    },
    {
      id: "submitted",
      header: t("blogAdmin.pending.col.submitted"),
      className: "whitespace-nowrap",
      cell: (post) => <time dateTime={post.createdAt}>{formatLongDate(post.createdAt, lang)}</time>,
    },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "text-end",
      cell: (post) => (
        <div className="flex justify-end gap-2">
          <Button variant="ghost" className="px-3" aria-label={t("blogAdmin.pending.reviewLabel", { title: title(post) })} onClick={() => setReviewing(post.id)}>
            <Eye aria-hidden className="size-4" />
            <span className="max-lg:sr-only">{t("blogAdmin.pending.review")}</span>
          </Button>
          <Button
            variant="outline"
            className="px-3"
            disabled={working === post.id}
            aria-label={t("blogAdmin.pending.requestChangesLabel", { title: title(post) })}
            onClick={() => setAsking({ post, decision: "request_changes" })}
          >
            <MessageSquareReply aria-hidden className="size-4 rtl:-scale-x-100" />
            <span className="max-lg:sr-only">{t("blogAdmin.pending.requestChanges")}</span>
          </Button>
          <Button
            variant="outline"
            className="px-3 text-danger-700"
            disabled={working === post.id}
            aria-label={t("blogAdmin.pending.rejectLabel", { title: title(post) })}
            onClick={() => setAsking({ post, decision: "reject" })}
          >
            <X aria-hidden className="size-4" />
            {t("blogAdmin.pending.reject")}
          </Button>
          <Button
            variant="secondary"
            className="px-3"
            disabled={working === post.id}
            aria-label={t("blogAdmin.pending.approveLabel", { title: title(post) })}
            onClick={() => void approve(post)}
          >
            <Check aria-hidden className="size-4" />
            {t("blogAdmin.pending.approve")}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section id="pending-articles" aria-labelledby="pending-articles-heading" className="mt-12 scroll-mt-4">
      <PanelHeading
        id="pending-articles-heading"
        title={t("blogAdmin.pending.heading")}
        lead={t("blogAdmin.pending.lead")}
        actions={list.total > 0 ? <span className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-warning-700 ring-1 ring-amber-200">{list.total}</span> : null}
      />
      {(list.total > 0 || list.searchInput) && (
        <div className="mb-3">
          <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("blogAdmin.pending.searchPlaceholder")} />
        </div>
      )}
      <DataTable
        caption={t("blogAdmin.pending.heading")}
        columns={columns}
        list={list}
        rowKey={(post) => post.id}
        emptyText={t("blogAdmin.pending.empty")}
        errorText={t("blogAdmin.pending.fetchFailed")}
        skeletonRows={3}
      />
      <TablePagination list={list} label={t("blogAdmin.pending.heading")} />
      <ReviewDecisionDialog
        decision={asking?.decision ?? null}
        title={asking ? title(asking.post) : ""}
        onConfirm={(comment) => (asking ? sendDecision(asking.post, asking.decision, comment) : Promise.resolve())}
        onClose={() => setAsking(null)}
      />
      <BlogPostDialog postId={reviewing} open={reviewing !== null} onOpenChange={(open) => !open && setReviewing(null)} />
    </section>
  );
}
