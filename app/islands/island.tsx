import { useContext, type ComponentType } from "react";
import type { Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/translate";
import { useRootData } from "~/lib/root-data";
import { scriptSafeJson } from "~/lib/script-safe-json";
import { islandAttributes } from "./island-attributes";
import { IslandRendererContext, IslandsPageContext } from "./island-context";
import { IslandProviders, islandMessages } from "./island-providers";
import { islandRegistry, type IslandName, type IslandProps } from "./island-registry";

/** What an island's `<script type="application/json">` carries to the browser (app/islands/entry.tsx). */
export interface IslandPayload {
  lang: Lang;
  messages: Messages;
  identifierPrefix: string;
  props: Record<string, unknown>;
}


/**
 * A part of a page that needs React in the browser (decision 040). On a page
 * of kind "islands" the server renders it on its own, inside
 * `<div data-island>` with its props as JSON, and the boot script has it
 * hydrated when it nears the viewport or is first touched. On any other page
 * (a signed-in visitor's, which React hydrates whole) it is just its component.
 * Its props must be plain data: they travel as JSON.
 */
export function Island<N extends IslandName>({ name, component, props }: { name: N; component: ComponentType<IslandProps<N>>; props: IslandProps<N> }) {
  const render = useContext(IslandRendererContext);
  const islandsPage = useContext(IslandsPageContext);
  const root = useRootData();
  // Props are plain data whatever the island (they travel as JSON).
  const Component = component as ComponentType<object>;
  if (!render || !islandsPage || !root) return <Component {...(props as object)} />;
  const messages = islandMessages(root.messages, islandRegistry[name].messages);
  const { html, identifierPrefix } = render(
    <IslandProviders lang={root.lang} messages={messages}>
      <Component {...(props as object)} />
    </IslandProviders>,
  );
  const payload: IslandPayload = { lang: root.lang, messages, identifierPrefix, props: props as Record<string, unknown> };
  return (
    <div {...{ [islandAttributes.island]: name }}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(payload) }} />
      <div {...{ [islandAttributes.root]: "" }} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
