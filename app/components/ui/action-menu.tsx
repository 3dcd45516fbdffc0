import { DropdownMenu } from "radix-ui";
import { createContext, useContext, useRef, useState, type ComponentProps, type ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-provider";

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
 *     <ActionMenuTrigger asChild><button …/></ActionMenuTrigger>
 *     <DropdownMenu.Portal><DropdownMenu.Content …>…</DropdownMenu.Content></DropdownMenu.Portal>
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
