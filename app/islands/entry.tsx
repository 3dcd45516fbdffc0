/**
 * The islands' browser entry (decision 040), loaded by the boot script when
 * an island nears the viewport or is first touched: hydrates every island of
 * the page with React DOM, each from its own JSON, with the id prefix the
 * server rendered it with. React Router is not part of it.
 */
import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { IslandPayload } from "./island";
import { islandAttributes } from "./island-attributes";
import { IslandProviders } from "./island-providers";
import { islandRegistry, type IslandName } from "./island-registry";

let hydrating: Promise<void> | null = null;

/**
 * Hydrates the page's islands once; later calls wait for the same work. An
 * island that waits for something (the toast area, for the first toast) is
 * hydrated when that comes, and the page counts as live without it.
 */
export function hydrateIslands(doc: Document = document): Promise<void> {
  hydrating ??= Promise.all(
    Array.from(doc.querySelectorAll<HTMLElement>(`[${islandAttributes.island}]`)).map((element) => {
      const entry = islandRegistry[element.getAttribute(islandAttributes.island) as IslandName];
      if (!entry) return;
      if (!entry.waitFor) return hydrateIsland(element, entry.load);
      void entry.waitFor().then(() => hydrateIsland(element, entry.load));
    }),
  ).then(() => {
    // Every island's effects have run: the page is live (the browser tests wait for it).
    doc.documentElement.setAttribute(islandAttributes.pageLive, "true");
  });
  return hydrating;
}

async function hydrateIsland(element: HTMLElement, load: () => Promise<unknown>): Promise<void> {
  const data = element.querySelector(":scope > script[type='application/json']")?.textContent;
  const root = element.querySelector<HTMLElement>(`:scope > [${islandAttributes.root}]`);
  if (!data || !root) return;
  const payload = JSON.parse(data) as IslandPayload;
  const Component = (await load()) as ComponentType<Record<string, unknown>>;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      root,
      <IslandProviders lang={payload.lang} messages={payload.messages}>
        <Component {...payload.props} />
        <Hydrated onHydrated={resolve} />
      </IslandProviders>,
      { identifierPrefix: payload.identifierPrefix },
    );
  });
  element.setAttribute(islandAttributes.live, "true");
}

/** Renders nothing; its effect runs after those of the island's component (an earlier sibling). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
