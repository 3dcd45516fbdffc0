import { createContext, type ReactNode } from "react";

/**
 * Server only in practice: renders an island's subtree on its own, with an
 * id prefix of its own, so that the browser can hydrate exactly that subtree
 * (a subtree's `useId` values depend on where it is rendered). Provided by
 * app/entry.server.tsx per request; null in the browser.
 */
export type RenderIsland = (node: ReactNode) => { html: string; identifierPrefix: string };
export const IslandRendererContext = createContext<RenderIsland | null>(null);

/** True on a page of kind "islands" (app/root.tsx): an `<Island>` then renders as an island; elsewhere, as its component. */
export const IslandsPageContext = createContext(false);
