import { ArrowLeft, ArrowRight, Pencil, Plus, Trash } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState, type ReactNode } from "react";
import { DataTable, DateTimeCell, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { failureText } from "~/components/forms/server-errors";
import { ActionMenu, ActionMenuButton, ActionMenuContent, actionMenuItemClass } from "~/components/ui/action-menu";
import { Badge } from "~/components/ui/badge";
import { BidiText } from "~/components/ui/bidi-text";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { isolated } from "~/i18n/ltr-runs";
import { ApiError } from "~/lib/api-client";
import { deleteRedirect } from "../api/delete-redirect";
import type { AdminRedirect } from "../redirect";
import { RedirectDialog } from "./redirect-dialog";

/**
 * The Redirects tab (decision 043): every old address, what visitors get
 * there (sent on with a 301, or told the page was removed with a 410), how
 * often it was opened and when last; add, edit and remove.
 */
export function RedirectsTab() {
  const { t } = useI18n();
  const version = useTopicVersion("redirects");
  const list = usePagedList<AdminRedirect, "redirects">("/api/admin/redirects", "redirects", { version });
  const [editing, setEditing] = useState<AdminRedirect | "new" | null>(null);
  const [removing, setRemoving] = useState<AdminRedirect | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteRedirect(removing.id);
      toast({ title: t("redirectsAdmin.toast.deleted"), variant: "success" });
      setRemoving(null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) setRemoving(null);
      toast({ title: t("redirectsAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusy(false);
      notifyChanged("redirects", "auditLog");
    }
  };

  const actions = (redirect: AdminRedirect) => (
    <ActionMenu>
      <ActionMenuButton label={t("redirectsAdmin.actionsFor", { from: redirect.fromPath })} />
      <ActionMenuContent>
          <DropdownMenu.Item className={actionMenuItemClass()} onSelect={() => setEditing(redirect)}>
            <Pencil aria-hidden className="size-4 text-ink-500" />
            {t("redirectsAdmin.edit")}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
          <DropdownMenu.Item className={actionMenuItemClass({ danger: true })} onSelect={() => setRemoving(redirect)}>
            <Trash aria-hidden className="size-4" />
            {t("redirectsAdmin.delete")}
          </DropdownMenu.Item>
      </ActionMenuContent>
    </ActionMenu>
  );

  const columns: Column<AdminRedirect>[] = [
    {
      id: "from",
      header: t("redirectsAdmin.col.from"),
      className: "w-[34%]",
      cell: (redirect) => (
        <div className="min-w-0">
          <Path value={redirect.fromPath} strong />
          <p className="mt-0.5 text-xs text-ink-500">{t(`redirectsAdmin.origin.${redirect.origin}`)}</p>
        </div>
      ),
    },
    { id: "to", header: t("redirectsAdmin.col.to"), className: "min-w-56", cell: (redirect) => <Answer redirect={redirect} /> },
    { id: "hits", header: t("redirectsAdmin.col.hits"), className: "text-end tabular-nums", cell: (redirect) => <Hits redirect={redirect} /> },
    { id: "lastHit", header: t("redirectsAdmin.col.lastHit"), className: "min-w-36", cell: (redirect) => <LastHit redirect={redirect} /> },
    { id: "actions", header: t("admin.table.actions"), headerHidden: true, className: "w-14 text-end", cell: actions },
  ];

  return (
    <div>
      <PanelHeading
        title={t("redirectsAdmin.title")}
        lead={t("redirectsAdmin.lead")}
        actions={
          <Button variant="secondary" onClick={() => setEditing("new")}>
            <Plus aria-hidden className="size-4" />
            {t("redirectsAdmin.add")}
          </Button>
        }
      />
      <div className="mb-3">
        <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("redirectsAdmin.searchPlaceholder")} />
      </div>
      <DataTable
        caption={t("redirectsAdmin.title")}
        columns={columns}
        list={list}
        rowKey={(redirect) => redirect.id}
        emptyText={t("redirectsAdmin.empty")}
        errorText={t("redirectsAdmin.fetchFailed")}
        card={(redirect) => <RedirectCard redirect={redirect} actions={actions(redirect)} />}
      />
      <TablePagination list={list} label={t("redirectsAdmin.title")} />
      <RedirectDialog editing={editing} onClose={() => setEditing(null)} onSaved={() => notifyChanged("redirects", "auditLog")} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !busy && setRemoving(null)}
        title={t("redirectsAdmin.delete.title")}
        description={removing ? <BidiText text={t("redirectsAdmin.delete.body", { from: isolated(removing.fromPath) })} /> : ""}
        noLabel={t("admin.form.cancel")}
        yesLabel={busy ? t("redirectsAdmin.delete.pending") : t("redirectsAdmin.delete.confirm")}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}

/** A site path: always left to right, isolated from the sentence around it, broken anywhere on a narrow screen. */
function Path({ value, strong }: { value: string; strong?: boolean }) {
  return (
    <bdi dir="ltr" className={strong ? "font-semibold wrap-anywhere text-ink-900" : "wrap-anywhere text-ink-800"}>
      {value}
    </bdi>
  );
}

/** The answer's badge and, for a 301, where it sends visitors. */
function Answer({ redirect }: { redirect: AdminRedirect }) {
  const { t, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <div className="grid justify-items-start gap-1">
      <Badge tone={redirect.status === 301 ? "accent" : "neutral"}>{t(`redirectsAdmin.status.${redirect.status}`)}</Badge>
      <span className="flex min-w-0 items-center gap-1.5">
        <Arrow aria-hidden className="size-3.5 shrink-0 text-ink-400" />
        {redirect.toPath === null ? <span className="text-sm text-ink-700">{t("redirectsAdmin.removedPage")}</span> : <Path value={redirect.toPath} />}
      </span>
    </div>
  );
}

function Hits({ redirect }: { redirect: AdminRedirect }) {
  const { lang } = useI18n();
  return <span data-testid="redirect-hits">{formatNumber(redirect.hits, lang)}</span>;
}

function LastHit({ redirect }: { redirect: AdminRedirect }) {
  const { t } = useI18n();
  return redirect.lastHitAt ? <DateTimeCell value={redirect.lastHitAt} /> : <span className="text-ink-500">{t("redirectsAdmin.never")}</span>;
}

/** A row on a phone: the old address, the answer, the counts, and the actions within a thumb's reach. */
function RedirectCard({ redirect, actions }: { redirect: AdminRedirect; actions: ReactNode }) {
  const { t } = useI18n();
  return (
    <article className="grid gap-2 p-4" data-testid="redirect-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 pt-2">
          <Path value={redirect.fromPath} strong />
          <p className="mt-0.5 text-xs text-ink-500">{t(`redirectsAdmin.origin.${redirect.origin}`)}</p>
        </div>
        <span className="-me-2 shrink-0">{actions}</span>
      </div>
      <Answer redirect={redirect} />
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-ink-600">
        <div>
          <dt>{t("redirectsAdmin.col.hits")}</dt>
          <dd className="mt-0.5 text-sm text-ink-800">
            <Hits redirect={redirect} />
          </dd>
        </div>
        <div>
          <dt>{t("redirectsAdmin.col.lastHit")}</dt>
          <dd className="mt-0.5 text-sm text-ink-800">
            <LastHit redirect={redirect} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
