import { UserPlus } from "lucide-react";
import { useState } from "react";
import { DataTable, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { TruncatedEmail } from "~/components/data-table/email-address";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { failureText } from "~/components/forms/server-errors";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { formatLongDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";
import type { AdminUser } from "../admin-user";
import { changeUserRole } from "../api/change-user-role";
import { deleteUser } from "../api/delete-user";
import { resetSecondFactor } from "../api/reset-second-factor";
import { sendUserPasswordReset } from "../api/send-user-password-reset";
import { signOutEverywhere } from "../api/sign-out-everywhere";
import { CreateUserDialog } from "./create-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { RegistrationSwitch } from "./registration-switch";
import { SecondFactorSwitch } from "./second-factor-switch";
import { UserActionsMenu } from "./user-actions-menu";

/**
 * The dashboard's Users tab: every account, searchable and paged on the
 * server, with Create User and a menu per row (edit, password reset, role,
 * delete). The server enforces the same rules the menu shows.
 */
export function UsersTab() {
  const { t, lang } = useI18n();
  const me = useRootData()?.user ?? null;
  const version = useTopicVersion("users");
  const list = usePagedList<AdminUser, "users">("/api/admin/users", "users", { version });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [signingOut, setSigningOut] = useState<AdminUser | null>(null);
  const [signOutBusy, setSignOutBusy] = useState(false);
  const [resettingFactor, setResettingFactor] = useState<AdminUser | null>(null);
  const [resetFactorBusy, setResetFactorBusy] = useState(false);

  const refresh = (countsChanged = false) => {
    if (countsChanged) notifyChanged("users", "stats");
    else notifyChanged("users");
  };

  const changeRole = async (user: AdminUser, role: AdminUser["role"]) => {
    try {
      await changeUserRole(user.id, role);
      toast({ title: t("users.toast.roleUpdated.title"), description: t("users.toast.roleUpdated.body"), variant: "success" });
      refresh();
    } catch (error) {
      toast({ title: t("users.toast.roleFailed.title"), description: failureText(error, t("users.toast.genericFailure")), variant: "destructive" });
    }
  };

  const sendReset = async (user: AdminUser) => {
    try {
      const { email } = await sendUserPasswordReset(user.id);
      toast({ title: t("users.toast.resetSent.title"), description: t("users.toast.resetSent.body", { email }), variant: "success" });
    } catch (error) {
      toast({ title: t("users.toast.resetFailed.title"), description: failureText(error, t("users.toast.genericFailure")), variant: "destructive" });
    }
  };

  const signOut = async () => {
    if (!signingOut) return;
    setSignOutBusy(true);
    try {
      await signOutEverywhere(signingOut.id);
      toast({ title: t("users.toast.signedOutEverywhere.title"), description: t("users.toast.signedOutEverywhere.body", { username: isolated(signingOut.username) }), variant: "success" });
      setSigningOut(null);
    } catch (error) {
      toast({ title: t("users.toast.signOutFailed.title"), description: failureText(error, t("users.toast.genericFailure")), variant: "destructive" });
    } finally {
      setSignOutBusy(false);
    }
  };

  const removeSecondFactor = async () => {
    if (!resettingFactor) return;
    setResetFactorBusy(true);
    try {
      await resetSecondFactor(resettingFactor.id);
      toast({ title: t("users.toast.secondFactorReset.title"), description: t("users.toast.secondFactorReset.body", { username: isolated(resettingFactor.username) }), variant: "success" });
      setResettingFactor(null);
      refresh();
    } catch (error) {
      toast({ title: t("users.toast.secondFactorResetFailed.title"), description: failureText(error, t("users.toast.genericFailure")), variant: "destructive" });
    } finally {
      setResetFactorBusy(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteUser(deleting.id);
      toast({ title: t("users.toast.deleted.title"), description: t("users.toast.deleted.body", { username: deleting.username }), variant: "success" });
      setDeleting(null);
      refresh(true);
    } catch (error) {
      toast({ title: t("users.toast.deleteFailed.title"), description: failureText(error, t("users.toast.genericFailure")), variant: "destructive" });
    } finally {
      setDeleteBusy(false);
    }
  };

  const columns: Column<AdminUser>[] = [
    {
      id: "username",
      header: t("users.col.username"),
      cell: (user) => (
        <span className="flex flex-wrap items-center gap-2">
          <span dir="auto" className="font-semibold text-ink-900">
            {user.username}
          </span>
          {user.id === me?.id && <Badge tone="accent">{t("users.you")}</Badge>}
          {user.isProtected && <Badge>{t("users.protected")}</Badge>}
          {user.secondFactor && <Badge tone="success">{t("users.secondFactor.badge")}</Badge>}
        </span>
      ),
    },
    { id: "fullName", header: t("users.col.fullName"), cell: (user) => (user.fullName ? <span dir="auto">{user.fullName}</span> : <NotProvided />) },
    {
      id: "email",
      header: t("users.col.email"),
      cell: (user) =>
        user.email ? (
          <TruncatedEmail email={user.email} className="max-w-64" />
        ) : (
          <NotProvided />
        ),
    },
    {
      id: "role",
      header: t("users.col.role"),
      cell: (user) => <Badge tone={roleTone[user.role]}>{t(`users.role.${user.role}`)}</Badge>,
    },
    {
      id: "registered",
      header: t("users.col.registered"),
      className: "whitespace-nowrap",
      cell: (user) => <time dateTime={user.createdAt}>{formatLongDate(user.createdAt, lang)}</time>,
    },
    {
      id: "actions",
      header: t("users.col.actions"),
      headerHidden: true,
      className: "w-16 text-end",
      cell: (user) => (
        <UserActionsMenu
          user={user}
          isSelf={user.id === me?.id}
          onEdit={() => setEditing(user)}
          onSendReset={() => void sendReset(user)}
          onChangeRole={(role) => void changeRole(user, role)}
          onSignOutEverywhere={() => setSigningOut(user)}
          onResetSecondFactor={() => setResettingFactor(user)}
          onDelete={() => setDeleting(user)}
        />
      ),
    },
  ];

  return (
    <div>
      <PanelHeading
        title={t("users.title")}
        lead={list.rows !== null ? `${t("users.lead")} ${t("users.total", { count: list.total })}` : t("users.lead")}
        actions={
          <Button variant="secondary" onClick={() => setCreating(true)}>
            <UserPlus aria-hidden className="size-4" />
            {t("users.create.button")}
          </Button>
        }
      />
      <RegistrationSwitch />
      <SecondFactorSwitch />
      <div className="mb-3">
        <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("users.search.placeholder")} />
      </div>
      <DataTable
        caption={t("users.title")}
        columns={columns}
        list={list}
        rowKey={(user) => user.id}
        emptyText={t("users.empty")}
        errorText={t("users.fetchFailed")}
        minWidthClass="min-w-[860px]"
      />
      <TablePagination list={list} label={t("users.title")} />

      <CreateUserDialog open={creating} onOpenChange={setCreating} onCreated={() => refresh(true)} />
      <EditUserDialog user={editing} isSelf={editing !== null && editing.id === me?.id} onClose={() => setEditing(null)} onSaved={() => refresh()} />
      <ConfirmDialog
        open={signingOut !== null}
        onOpenChange={(open) => !open && !signOutBusy && setSigningOut(null)}
        title={signingOut ? t("users.signOutEverywhere.title", { username: isolated(signingOut.username) }) : ""}
        description={signingOut ? t("users.signOutEverywhere.body", { username: isolated(signingOut.username) }) : ""}
        noLabel={t("users.dialog.cancel")}
        yesLabel={signOutBusy ? t("users.signOutEverywhere.pending") : t("users.signOutEverywhere.confirm")}
        onConfirm={() => void signOut()}
        busy={signOutBusy}
      />
      <ConfirmDialog
        open={resettingFactor !== null}
        onOpenChange={(open) => !open && !resetFactorBusy && setResettingFactor(null)}
        title={resettingFactor ? t("users.resetSecondFactor.title", { username: isolated(resettingFactor.username) }) : ""}
        description={resettingFactor ? t("users.resetSecondFactor.body") : ""}
        noLabel={t("users.dialog.cancel")}
        yesLabel={resetFactorBusy ? t("users.resetSecondFactor.pending") : t("users.resetSecondFactor.confirm")}
        onConfirm={() => void removeSecondFactor()}
        busy={resetFactorBusy}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteBusy && setDeleting(null)}
        title={t("users.delete.title")}
        description={deleting ? t("users.delete.body", { username: deleting.username }) : ""}
        noLabel={t("users.dialog.cancel")}
        yesLabel={deleteBusy ? t("users.delete.pending") : t("users.delete.confirm")}
        onConfirm={() => void remove()}
        busy={deleteBusy}
      />
    </div>
  );
}

/** Each role's badge: administrators dark, editors in the firm's sand, members plain. */
const roleTone = { admin: "dark", editor: "accent", user: "neutral" } as const;

/** A username inside a sentence, isolated so a Latin name keeps its place in Arabic (first-strong isolate). */
function isolated(username: string): string {
  return `\u2068${username}\u2069`;
}

function NotProvided() {
  const { t } = useI18n();
  return (
    <>
      <span aria-hidden className="text-ink-500">
        —
      </span>
      <span className="sr-only">{t("users.notProvided")}</span>
    </>
  );
}
