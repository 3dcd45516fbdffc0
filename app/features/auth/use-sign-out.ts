import { useCallback, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { failureText } from "~/components/forms/server-errors";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { stripLangPrefix } from "~/i18n/locales";
import { signOut as signOutRequest } from "./api/sign-out";

/** Pages that need an account: signing out there leads to the sign-in page. */
const accountPages = new Set(["/profile", "/admin"]);

/**
 * Where a visitor goes after signing out on `here` (path, query, hash): the
 * public page they are reading stays in front of them; a page that needs an
 * account gives way to the sign-in page (`signIn`).
 */
export function pathAfterSignOut(here: string, signIn: string): string {
  const pathname = here.replace(/[?#].*$/, "");
  return accountPages.has(stripLangPrefix(pathname)) ? signIn : here;
}

/**
 * Signs out (spec §8 toasts), then stays on a public page or opens the
 * sign-in page (see `pathAfterSignOut`), or `to` when given. For the header's account menu and the dashboard's and the
 * profile's log-out buttons; its toasts use shell texts, which every page
 * receives:
 *
 *   const { signOut, signingOut } = useSignOut();
 *   <Button onClick={() => signOut()} disabled={signingOut}>…</Button>
 */
export function useSignOut(): { signOut: (options?: { to?: string }) => Promise<void>; signingOut: boolean } {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(
    async (options: { to?: string } = {}) => {
      setSigningOut(true);
      try {
        await signOutRequest();
        toast({ title: t("toast.signedOut.title"), description: t("toast.signedOut.body"), variant: "success" });
        await navigate(options.to ?? pathAfterSignOut(location.pathname + location.search + location.hash, href("/auth")), { replace: true });
        await revalidate();
      } catch (error) {
        toast({ title: t("toast.signOutFailed.title"), description: failureText(error, t("api.error.unavailable")), variant: "destructive" });
      } finally {
        setSigningOut(false);
      }
    },
    [t, href, navigate, revalidate, location],
  );
  return { signOut, signingOut };
}
