import { Ellipsis, ExternalLink, List, Pencil, Plus, SearchCheck, Trash } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { ActionMenu, ActionMenuTrigger } from "~/components/ui/action-menu";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { DataTable, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { failureText } from "~/components/forms/server-errors";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { deleteBlogPost } from "../../api/delete-blog-post";
import type { AdminPostListRow } from "../../blog-post";
import { postStatuses, type PostStatus } from "../../post-status";
import { BlogPostDialog, type PostEditorFocus } from "./blog-post-dialog";
import { SeoReport } from "./seo-report";
import { PostStatusWithSchedule } from "./post-status-with-schedule";
import { TranslationBadges } from "~/features/content-revisions/components/translation-badges";

const menuItemClass =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-3 text-sm font-medium text-ink-800 outline-none select-none data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-950";

type AdminPostRow = AdminPostListRow;

/**
 * The Blog Posts tab: every post, whatever its status, with create, edit and
 * delete; or, as its second view, the search check's report (decision 045;
 * `?view=seo` opens it).
 */
export function BlogPostsTab() {
  const { t, lang } = useI18n();
  const [status, setStatus] = useState<PostStatus | "">("");
  // "Translations to update" (decision 042); the day strip links here with `?translations=update`.
  const [searchParams] = useSearchParams();
  const [translation, setTranslation] = useState(searchParams.get("translations") === "update");
  const [view, setView] = useState<"posts" | "seo">(searchParams.get("view") === "seo" ? "seo" : "posts");
  const version = useTopicVersion("posts");
  const list = usePagedList<AdminPostRow, "posts">("/api/admin/blog", "posts", { filters: { status: status || undefined, translation: translation ? "update" : undefined }, version });
  const [editing, setEditing] = useState<{ id: number | null; focus?: PostEditorFocus } | null>(null);
  const [deleting, setDeleting] = useState<AdminPostRow | null>(null);
  const [busy, setBusy] = useState(false);

  const title = (post: AdminPostRow) => (lang === "ar" ? post.titleAr : post.titleEn);
  // The list or the search check's report, as the Leads tab's list or board.
  const viewButton = (value: typeof view, label: string, Icon: typeof List) => (
    <Button type="button" variant={view === value ? "secondary" : "outline"} aria-pressed={view === value} onClick={() => setView(value)}>
      <Icon aria-hidden className="size-4" />
      {label}
    </Button>
  );

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteBlogPost(deleting.id);
      notifyChanged("posts", "pending", "stats");
      toast({ title: t("blogAdmin.deleted.title"), description: t("blogAdmin.deleted.body"), variant: "success" });
      setDeleting(null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        notifyChanged("posts", "pending", "stats");
        setDeleting(null);
      }
      toast({ title: t("blogAdmin.deleteFailed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<AdminPostRow>[] = [
    {
      id: "title",
      header: t("blogAdmin.col.title"),
      className: "w-[38%]",
      cell: (post) => (
        <div className="min-w-0">
          <button type="button" onClick={() => setEditing({ id: post.id })} className="text-start font-semibold text-ink-900 hover:text-sand-700 hover:underline">
            {title(post)}
          </button>
          <p className="mt-0.5 truncate text-xs text-ink-500">
            <span dir="ltr">/{post.slug}</span>
          </p>
          {post.submittedBy && <p className="mt-0.5 text-xs text-ink-600">{t("blogAdmin.submittedBy", { username: post.submittedBy })}</p>}
          <div className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
            <TranslationBadges flags={post.translation} label={(language, flag) => t(`blogAdmin.translation.flag.${language}.${flag}`)} />
            {/* A published post whose search check has blocking findings (decision 045): opens the post at its search section. */}
            {post.status === "published" && (post.searchBlocking ?? 0) > 0 && (
              <button type="button" onClick={() => setEditing({ id: post.id, focus: "search" })} className="rounded-full focus-visible:outline-2 focus-visible:outline-sand-600" data-testid="seo-badge">
                <Badge tone="danger">{t("blogAdmin.seo.badge", { count: formatNumber(post.searchBlocking ?? 0, lang) })}</Badge>
              </button>
            )}
          </div>
        </div>
      ),
    },
    { id: "category", header: t("blogAdmin.col.category"), cell: (post) => (lang === "ar" ? post.categoryAr : post.categoryEn) },
    { id: "author", header: t("blogAdmin.col.author"), className: "min-w-36", cell: (post) => (lang === "ar" && post.authorAr) || post.author },
    {
      id: "featured",
      header: t("blogAdmin.col.featured"),
      cell: (post) => <Badge tone={post.featured ? "accent" : "neutral"}>{t(post.featured ? "blogAdmin.featured.yes" : "blogAdmin.featured.no")}</Badge>,
    },
    { id: "status", header: t("blogAdmin.col.status"), className: "min-w-40", cell: (post) => <PostStatusWithSchedule post={post} /> },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "w-14 text-end",
      cell: (post) => (
        <ActionMenu>
          <ActionMenuTrigger asChild>
            <button
              type="button"
              aria-label={t("blogAdmin.actionsFor", { title: title(post) })}
              className="inline-flex size-11 items-center justify-center rounded-md text-ink-600 hover:bg-ink-50 hover:text-ink-900 data-[state=open]:bg-ink-50"
            >
              <Ellipsis aria-hidden className="size-5" />
            </button>
          </ActionMenuTrigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content align="end" sideOffset={4} className="z-[60] min-w-48 rounded-lg border border-ink-100 bg-white p-1 shadow-lg">
              <DropdownMenu.Item className={menuItemClass} onSelect={() => setEditing({ id: post.id })}>
                <Pencil aria-hidden className="size-4 text-ink-500" />
                {t("blogAdmin.edit")}
              </DropdownMenu.Item>
              {post.status === "published" && (
                <DropdownMenu.Item className={menuItemClass} asChild>
                  <a href={lang === "ar" ? `/ar/blog/${post.slug}` : `/blog/${post.slug}`} target="_blank" rel="noopener">
                    <ExternalLink aria-hidden className="size-4 text-ink-500 rtl:-scale-x-100" />
                    {t("blogAdmin.view")}
                  </a>
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
              <DropdownMenu.Item className={`${menuItemClass} text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700`} onSelect={() => setDeleting(post)}>
                <Trash aria-hidden className="size-4" />
                {t("blogAdmin.delete")}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </ActionMenu>
      ),
    },
  ];

  return (
    <div>
      <PanelHeading
        title={t("blogAdmin.heading")}
        lead={t("blogAdmin.lead")}
        actions={
          <Button variant="secondary" onClick={() => setEditing({ id: null })}>
            <Plus aria-hidden className="size-4" />
            {t("blogAdmin.create")}
          </Button>
        }
      />
      <div role="group" aria-label={t("blogAdmin.view.label")} className="mb-3 flex gap-2">
        {viewButton("posts", t("blogAdmin.view.posts"), List)}
        {viewButton("seo", t("blogAdmin.view.seo"), SearchCheck)}
      </div>
      {view === "seo" ? (
        <SeoReport version={version} onOpen={(id, field) => setEditing({ id, focus: field })} />
      ) : (
        <>
          <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("blogAdmin.searchPlaceholder")} />
            <div className="sm:w-48">
              <Select aria-label={t("blogAdmin.statusFilter")} value={status} onChange={(event) => setStatus(event.target.value as PostStatus | "")} className="text-sm">
                <option value="">{t("blogAdmin.statusAll")}</option>
                {postStatuses.map((s) => (
                  <option key={s} value={s}>
                    {t(`blogAdmin.status.${s}`)}
                  </option>
                ))}
              </Select>
            </div>
            {/* A toggle like the Leads tab's "Overdue only". */}
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink-800">
              <input type="checkbox" className="size-4 accent-ink-900" checked={translation} onChange={(event) => setTranslation(event.target.checked)} />
              {t("blogAdmin.translation.filter")}
            </label>
          </div>
          <DataTable
            caption={t("blogAdmin.heading")}
            columns={columns}
            list={list}
            rowKey={(post) => post.id}
            emptyText={t("blogAdmin.empty")}
            errorText={t("blogAdmin.fetchFailed")}
          />
          <TablePagination list={list} />
        </>
      )}
      <BlogPostDialog postId={editing?.id ?? null} focus={editing?.focus} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !busy && setDeleting(null)}
        title={t("blogAdmin.deleteDialog.title")}
        description={deleting ? t("blogAdmin.deleteDialog.body", { title: title(deleting) }) : ""}
        noLabel={t("blogAdmin.deleteDialog.no")}
        yesLabel={t("blogAdmin.deleteDialog.yes")}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}
