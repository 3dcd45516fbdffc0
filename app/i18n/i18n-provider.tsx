import { createContext, useContext, useMemo, type ReactNode } from "react";
import { dirOf, localizePath, type Lang } from "./locales";
import { createTranslator, type Messages, type Translate } from "./translate";

interface I18n {
  lang: Lang;
  dir: "ltr" | "rtl";
  t: Translate;
  /** The path in the current language: `href("/blog")` → `/ar/blog` on Arabic pages. */
  href: (path: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ lang, messages, children }: { lang: Lang; messages: Messages; children: ReactNode }) {
  const value = useMemo<I18n>(
    () => ({
      lang,
      dir: dirOf(lang),
      t: createTranslator(messages, (key) => console.warn(`Missing translation key: ${key}`)),
      href: (path) => localizePath(path, lang),
    }),
    [lang, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}
