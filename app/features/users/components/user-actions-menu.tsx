import { LogOut, Mail, Pencil, PenLine, ShieldMinus, ShieldOff, ShieldPlus, Trash } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { ActionMenu, ActionMenuButton, ActionMenuContent, actionMenuItemClass } from "~/components/ui/action-menu";
import { useI18n } from "~/i18n/i18n-provider";
import type { AdminUser } from "../admin-user";

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
      <ActionMenuButton label={t("users.actions.menu", { username: user.username })} />
      <ActionMenuContent className="min-w-56">
          <DropdownMenu.Item className={actionMenuItemClass()} onSelect={onEdit}>
            <Pencil aria-hidden className="size-4 text-ink-500" />
            {t("users.actions.edit")}
          </DropdownMenu.Item>
          {canSendReset && (
            <DropdownMenu.Item className={actionMenuItemClass()} onSelect={onSendReset}>
              <Mail aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.reset")}
            </DropdownMenu.Item>
          )}
          {user.role !== "admin" && (
            <DropdownMenu.Item className={actionMenuItemClass()} onSelect={() => onChangeRole("admin")}>
              <ShieldPlus aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.makeAdmin")}
            </DropdownMenu.Item>
          )}
          {(user.role === "user" || canDemote) && (
            <DropdownMenu.Item className={actionMenuItemClass()} onSelect={() => onChangeRole("editor")}>
              <PenLine aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.makeEditor")}
            </DropdownMenu.Item>
          )}
          {canDemote && (
            <DropdownMenu.Item className={actionMenuItemClass()} onSelect={() => onChangeRole("user")}>
              <ShieldMinus aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.removeAdmin")}
            </DropdownMenu.Item>
          )}
          {user.role === "editor" && (
            <DropdownMenu.Item className={actionMenuItemClass()} onSelect={() => onChangeRole("user")}>
              <ShieldMinus aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.removeEditor")}
            </DropdownMenu.Item>
          )}
          {!isSelf && (
            <DropdownMenu.Item className={actionMenuItemClass()} onSelect={onSignOutEverywhere}>
              <LogOut aria-hidden className="size-4 text-ink-500 rtl:-scale-x-100" />
              {t("users.actions.signOutEverywhere")}
            </DropdownMenu.Item>
          )}
          {user.secondFactor && !isSelf && (
            <DropdownMenu.Item className={actionMenuItemClass()} onSelect={onResetSecondFactor}>
              <ShieldOff aria-hidden className="size-4 text-ink-500" />
              {t("users.actions.resetSecondFactor")}
            </DropdownMenu.Item>
          )}
          {canDelete && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-ink-100" />
              <DropdownMenu.Item
                className={actionMenuItemClass({ danger: true })}
                onSelect={onDelete}
              >
                <Trash aria-hidden className="size-4" />
                {t("users.actions.delete")}
              </DropdownMenu.Item>
            </>
          )}
      </ActionMenuContent>
    </ActionMenu>
  );
}
