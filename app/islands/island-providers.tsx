import { Direction } from "radix-ui";
import type { ReactNode } from "react";
import { I18nProvider } from "~/i18n/i18n-provider";
import { dirOf, type Lang } from "~/i18n/locales";
import type { Messages } from "~/i18n/translate";

/** What every island's component finds around it, on the server and in the browser alike: its texts and the page's direction. */
export function IslandProviders({ lang, messages, children }: { lang: Lang; messages: Messages; children: ReactNode }) {
  return (
    <I18nProvider lang={lang} messages={messages}>
      <Direction.Provider dir={dirOf(lang)}>{children}</Direction.Provider>
    </I18nProvider>
  );
}

/** The texts an island takes with it: the page's, limited to the catalog prefixes it declares. */
export function islandMessages(messages: Messages, prefixes: readonly string[]): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));
}
