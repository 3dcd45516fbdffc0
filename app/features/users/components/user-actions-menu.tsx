import { Ellipsis, LogOut, Mail, Pencil, PenLine, ShieldMinus, ShieldOff, ShieldPlus, Trash } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { ActionMenu, ActionMenuTrigger } from "~/components/ui/action-menu";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { AdminUser } from "../admin-user";

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-3 text-sm font-medium text-ink-800 outline-none select-none data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-950";

/**
 * A row's actions (spec §2 Users tab). Spec §4/§6: Make Admin only for
 * non-admins; Remove Admin Role and Delete User never for the account named
 * `admin`, nor for yourself. Make Editor for a member, or an administrator who
 * may be demoted; Remove Editor Role makes an editor a member (decision 038).
 */
export function UserActionsMenu({
  user,
  isSelf,
  onEdit,
  onSendReset,
  onChangeRole,
  onSignOutEverywhere,
  onResetSecondFactor,
  onDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  onEdit: () => void;
  onSendReset: () => void;
  onChangeRole: (role: AdminUser["role"]) => void;
  /** Ends every session of the account (decision 038); one's own are ended from the profile. */
  onSignOutEverywhere: () => void;
  /** Removes the account's second sign-in step (decision 038); one's own is managed on the profile. */
  onResetSecondFactor: () => void;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  const protectedAccount = user.isProtected;
  const canDemote = user.role === "admin" && !protectedAccount && !isSelf;
  const canDelete = !protectedAccount && !isSelf;
  // The protected account's reset link goes only where that account says (decision 018).
  const canSendReset = !protectedAccount || isSelf;
  return (
    <ActionMenu>
      <ActionMenuTrigger asChild>
        <button
          type="button"
          aria-label={t("users.actions.menu", { username: user.username })}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink-600 hover:bg-ink-50 hover:text-ink-900 data-[state=open]:bg-ink-50"
        >
          <Ellipsis aria-hidden className="size-5" />
        </button>
      </ActionMenuTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-[60] min-w-56 rounded-lg border border-ink-100 bg-white p-1 shadow-lg">
          <DropdownMenu.Item className={itemClass} onSelect={onEdit}>
            <Pencil aria-hidden className="size-4 text-ink-500" />
            {t("users.actions.edit")}
          </DropdownMenu.Item>
          {canSendReset && (
            <DropdownMenu.Item className={itemClass} onSelect={onSendReset}>
              <Mail aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.reset")}
            </DropdownMenu.Item>
          )}
          {user.role !== "admin" && (
            <DropdownMenu.Item className={itemClass} onSelect={() => onChangeRole("admin")}>
              <ShieldPlus aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.makeAdmin")}
            </DropdownMenu.Item>
          )}
          {(user.role === "user" || canDemote) && (
            <DropdownMenu.Item className={itemClass} onSelect={() => onChangeRole("editor")}>
              <PenLine aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.makeEditor")}
            </DropdownMenu.Item>
          )}
          {canDemote && (
            <DropdownMenu.Item className={itemClass} onSelect={() => onChangeRole("user")}>
              <ShieldMinus aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.removeAdmin")}
            </DropdownMenu.Item>
          )}
          {user.role === "editor" && (
            <DropdownMenu.Item className={itemClass} onSelect={() => onChangeRole("user")}>
              <ShieldMinus aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.removeEditor")}
            </DropdownMenu.Item>
          )}
          {!isSelf && (
            <DropdownMenu.Item className={itemClass} onSelect={onSignOutEverywhere}>
              <LogOut aria-hidden className="size-4 text-ink-500 rtl:-scale-x-100" />
              {t("users.actions.signOutEverywhere")}
            </DropdownMenu.Item>
          )}
          {user.secondFactor && !isSelf && (
            <DropdownMenu.Item className={itemClass} onSelect={onResetSecondFactor}>
              <ShieldOff aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.resetSecondFactor")}
            </DropdownMenu.Item>
          )}
          {canDelete && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
              <DropdownMenu.Item
                className={cn(itemClass, "text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700")}
                onSelect={onDelete}
              >
                <Trash aria-hidden className="size-4" />
                {t("users.actions.delete")}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </ActionMenu>
  );
}
