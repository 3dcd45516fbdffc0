import { ExternalLink, List, Pencil, Plus, SearchCheck, Trash } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { ActionMenu, ActionMenuButton, ActionMenuContent, actionMenuItemClass } from "~/components/ui/action-menu";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { DataTable, PanelHeading, TablePagination, type Column } from "~/components/data-table/data-table";
import { useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { AdminPostListRow } from "../../blog-post";
import type { PostStatus } from "../../post-status";
import { BlogPostDialog, type PostEditorFocus } from "./blog-post-dialog";
import { DeletePostDialog } from "./delete-post-dialog";
import { PostStatusWithSchedule } from "./post-status-with-schedule";
import { SeoReport } from "./seo-report";
import { TranslationBadges } from "~/features/content-revisions/components/translation-badges";
import { PostListFilters } from "./post-list-filters";

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

  // The list or the search check's report, as the Leads tab's list or board.
  const viewButton = (value: typeof view, label: string, Icon: typeof List) => (
    <Button type="button" variant={view === value ? "secondary" : "outline"} aria-pressed={view === value} onClick={() => setView(value)}>
      <Icon aria-hidden className="size-4" />
      {label}
    </Button>
  );

  const columns: Column<AdminPostRow>[] = [
    {
      id: "title",
      header: t("blogAdmin.col.title"),
      className: "w-[38%]",
      cell: (post) => <PostTitle post={post} onEdit={() => setEditing({ id: post.id })} onSearch={() => setEditing({ id: post.id, focus: "search" })} />,
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
      cell: (post) => <PostActions post={post} onEdit={() => setEditing({ id: post.id })} onDelete={() => setDeleting(post)} />,
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
          <PostListFilters search={list.searchInput} onSearch={list.setSearchInput} status={status} onStatus={setStatus}>
            {/* A toggle like the Leads tab's "Overdue only". */}
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-ink-800">
              <input type="checkbox" className="size-4 accent-ink-900" checked={translation} onChange={(event) => setTranslation(event.target.checked)} />
              {t("blogAdmin.translation.filter")}
            </label>
          </PostListFilters>
          <DataTable
            caption={t("blogAdmin.heading")}
            columns={columns}
            list={list}
            rowKey={(post) => post.id}
            emptyText={t("blogAdmin.empty")}
            errorText={t("blogAdmin.fetchFailed")}
            card={(post) => <PostCard post={post} onEdit={() => setEditing({ id: post.id })} onSearch={() => setEditing({ id: post.id, focus: "search" })} onDelete={() => setDeleting(post)} />}
          />
          <TablePagination list={list} label={t("blogAdmin.heading")} />
        </>
      )}
      <BlogPostDialog postId={editing?.id ?? null} focus={editing?.focus} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

interface PostHandlers {
  post: AdminPostRow;
  onEdit: () => void;
}

/** A post's title (opening its editor), address, who sent it and its translation flags: the table's first cell and the card's head. */
function PostTitle({ post, onEdit, onSearch }: PostHandlers & { onSearch: () => void }) {
  const { t, lang } = useI18n();
  return (
    <div className="min-w-0">
      <button type="button" onClick={onEdit} className="text-start font-semibold text-ink-900 hover:text-sand-700 hover:underline">
        {lang === "ar" ? post.titleAr : post.titleEn}
      </button>
      <p className="mt-0.5 truncate text-xs text-ink-500">
        <span dir="ltr">/{post.slug}</span>
      </p>
      {post.submittedBy && <p className="mt-0.5 text-xs text-ink-600">{t("blogAdmin.submittedBy", { username: post.submittedBy })}</p>}
      <div className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
        <TranslationBadges flags={post.translation} label={(language, flag) => t(`blogAdmin.translation.flag.${language}.${flag}`)} />
        {/* A published post whose search check has blocking findings (decision 045): opens the post at its search section. */}
        {post.status === "published" && (post.searchBlocking ?? 0) > 0 && (
          <button type="button" onClick={onSearch} className="rounded-full focus-visible:outline-2 focus-visible:outline-sand-600" data-testid="seo-badge">
            <Badge tone="danger">{t("blogAdmin.seo.badge", { count: formatNumber(post.searchBlocking ?? 0, lang) })}</Badge>
          </button>
        )}
      </div>
    </div>
  );
}

/** Edit, view (published) and delete, behind the row's "⋯". */
function PostActions({ post, onEdit, onDelete }: PostHandlers & { onDelete: () => void }) {
  const { t, lang } = useI18n();
  return (
    <ActionMenu>
      <ActionMenuButton label={t("blogAdmin.actionsFor", { title: lang === "ar" ? post.titleAr : post.titleEn })} />
      <ActionMenuContent>
        <DropdownMenu.Item className={actionMenuItemClass()} onSelect={onEdit}>
          <Pencil aria-hidden className="size-4 text-ink-500" />
          {t("blogAdmin.edit")}
        </DropdownMenu.Item>
        {post.status === "published" && (
          <DropdownMenu.Item className={actionMenuItemClass()} asChild>
            <a href={lang === "ar" ? `/ar/blog/${post.slug}` : `/blog/${post.slug}`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden className="size-4 text-ink-500 rtl:-scale-x-100" />
              {t("blogAdmin.view")}
            </a>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
        <DropdownMenu.Item className={actionMenuItemClass({ danger: true })} onSelect={onDelete}>
          <Trash aria-hidden className="size-4" />
          {t("blogAdmin.delete")}
        </DropdownMenu.Item>
      </ActionMenuContent>
    </ActionMenu>
  );
}

/** A post on a phone: its title and flags, status (with its times), category and author, and its actions; no sideways scrolling. */
function PostCard({ post, onEdit, onSearch, onDelete }: PostHandlers & { onSearch: () => void; onDelete: () => void }) {
  const { t, lang } = useI18n();
  return (
    <article className="grid gap-2 p-4" data-testid="post-card">
      <div className="flex items-start justify-between gap-2">
        <PostTitle post={post} onEdit={onEdit} onSearch={onSearch} />
        <div className="-me-2 -mt-2 shrink-0">
          <PostActions post={post} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
      <PostStatusWithSchedule post={post} />
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-600">
        <span>{lang === "ar" ? post.categoryAr : post.categoryEn}</span>
        <span aria-hidden>·</span>
        <bdi>{(lang === "ar" && post.authorAr) || post.author}</bdi>
        {post.featured && <Badge tone="accent">{t("blogAdmin.col.featured")}</Badge>}
      </p>
    </article>
  );
}
