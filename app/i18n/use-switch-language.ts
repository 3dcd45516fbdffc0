import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_STORAGE_KEY, localizePath, type Lang } from "./locales";

/** Remembers the choice (localStorage and cookie) and opens the same page in that language. */
export function rememberLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function useSwitchLanguage(): (lang: Lang) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (lang: Lang) => {
      rememberLanguage(lang);
      void navigate(localizePath(location.pathname + location.search + location.hash, lang), { preventScrollReset: true });
    },
    [location, navigate],
  );
}
