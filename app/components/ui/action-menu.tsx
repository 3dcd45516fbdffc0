import { Ellipsis, type LucideIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { createContext, useContext, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/**
 * The dashboard's action menus (a row's or a card's "⋯"): Radix's
 * DropdownMenu, in the page's direction and not modal, opened by a click —
 * the press *and* the release on the trigger.
 *
 * Radix opens its menu on the press and selects the item under the pointer on
 * the release (press, drag, release). On a slow device the menu can appear
 * under the finger between the two, so one tap on "⋯" picked an item: seen in
 * a CI run, where a click on a user's actions made them an editor. Opening on
 * the click ends that, and lets a press be taken back by moving away (WCAG
 * 2.5.2, pointer cancellation). The keyboard works as Radix has it (Enter,
 * Space and ArrowDown open; a key's click is not counted twice).
 *
 *   <ActionMenu>
 *     <ActionMenuButton label="Actions for “…”" />
 *     <ActionMenuContent>
 *       <DropdownMenu.Item className={actionMenuItemClass()} onSelect={…}>…</DropdownMenu.Item>
 *     </ActionMenuContent>
 *   </ActionMenu>
 */
export function ActionMenu({ children }: { children: ReactNode }) {
  const { dir } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root dir={dir} modal={false} open={open} onOpenChange={setOpen}>
      <MenuState.Provider value={{ open, setOpen }}>{children}</MenuState.Provider>
    </DropdownMenu.Root>
  );
}

const MenuState = createContext<{ open: boolean; setOpen: (open: boolean) => void } | null>(null);

export function ActionMenuTrigger({ onPointerDown, onClick, ...props }: ComponentProps<typeof DropdownMenu.Trigger>) {
  const state = useContext(MenuState);
  if (!state) throw new Error("ActionMenuTrigger belongs inside an ActionMenu");
  const { open, setOpen } = state;
  // Whether the menu was open when the press began: that press closes it (outside the menu), and its click must not open it again.
  const openAtPress = useRef(false);
  return (
    <DropdownMenu.Trigger
      {...props}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        openAtPress.current = open;
        // Radix's own handler (which would open on the press) is skipped for a prevented event.
        event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        // A click from the keyboard (detail 0) already opened the menu on its key, as Radix does.
        if (event.detail === 0) return;
        setOpen(!openAtPress.current);
        openAtPress.current = false;
      }}
    />
  );
}

/** A menu item's look; `danger` for the destructive one (Delete), set apart by colour and its separator. */
export function actionMenuItemClass({ danger = false }: { danger?: boolean } = {}): string {
  return cn(
    "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-md px-3 text-sm font-medium text-ink-800 outline-none select-none data-[highlighted]:bg-ink-50 data-[highlighted]:text-ink-950",
    danger && "text-danger-700 data-[highlighted]:bg-danger-50 data-[highlighted]:text-danger-700",
  );
}

/**
 * The menu's button: a 44 px icon button named for what it acts on ("Actions
 * for “…”"), "⋯" unless another icon says more (the board's "Move to").
 */
export function ActionMenuButton({ label, title, disabled, icon: Icon = Ellipsis, className }: { label: string; title?: string; disabled?: boolean; icon?: LucideIcon; className?: string }) {
  return (
    <ActionMenuTrigger asChild>
      <button
        type="button"
        disabled={disabled}
        aria-label={label}
        title={title}
        className={cn("inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-600 hover:bg-ink-50 hover:text-ink-900 data-[state=open]:bg-ink-50", className)}
      >
        <Icon aria-hidden className={Icon === Ellipsis ? "size-5" : "size-4"} />
      </button>
    </ActionMenuTrigger>
  );
}

/** The menu's panel, at the button's end side, above dialogs' overlays. */
export function ActionMenuContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content align="end" sideOffset={4} className={cn("z-[60] min-w-48 rounded-lg border border-ink-100 bg-white p-1 shadow-lg", className)}>
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
