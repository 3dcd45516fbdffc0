import type { ComponentType } from "react";

/**
 * An island: how the browser loads its component, the catalog prefixes of
 * the texts it shows (only those travel with it) and, for one the page can do
 * without at first, what it waits for before it loads at all.
 */
function island<P extends object>(load: () => Promise<ComponentType<P>>, messages: readonly string[], waitFor?: () => Promise<void>) {
  return { load, messages, waitFor };
}

/**
 * Every island (decision 040). The server renders the same component, handed
 * to `<Island>` directly; the browser loads it from here (app/islands/entry.tsx).
 */
export const islandRegistry = {
  "contact-form": island(() => import("~/features/leads/components/contact-form").then((m) => m.ContactForm), ["leads.", "connect.form.", "form.", "spam."]),
  "lead-form": island(() => import("~/features/leads/components/lead-form-panel").then((m) => m.LeadFormPanel), ["leads.", "form.", "spam."]),
  "lead-dialogs": island(() => import("~/features/leads/components/lead-dialogs").then((m) => m.LeadDialogs), ["leads.", "form.", "spam.", "dialog."]),
  // The toast area loads with the first toast (its state is kept meanwhile), not with the forms.
  toaster: island(
    () => import("~/components/ui/toaster").then((m) => m.Toaster),
    ["toast."],
    () => import("~/components/ui/use-toast").then((m) => m.whenToastShown()),
  ),
};

export type IslandName = keyof typeof islandRegistry;
export type IslandProps<N extends IslandName> = (typeof islandRegistry)[N] extends { load: () => Promise<ComponentType<infer P>> } ? P : never;
