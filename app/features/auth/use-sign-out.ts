import { useCallback, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { apiRequest, resetCsrfToken } from "~/lib/api-client";
import { serverMessage } from "./form-errors";

/**
 * Signs out (spec §8 toasts), then opens the sign-in page, or `to` when
 * given. For the dashboard's and the profile's log-out buttons:
 *
 *   const { signOut, signingOut } = useSignOut();
 *   <Button onClick={() => signOut()} disabled={signingOut}>…</Button>
 */
export function useSignOut(): { signOut: (options?: { to?: string }) => Promise<void>; signingOut: boolean } {
  const { t, href } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(
    async (options: { to?: string } = {}) => {
      setSigningOut(true);
      try {
        await apiRequest("POST", "/api/logout");
        resetCsrfToken();
        toast({ title: t("auth.toast.logoutSuccess.title"), description: t("auth.toast.logoutSuccess.body"), variant: "success" });
        await navigate(options.to ?? href("/auth"), { replace: true });
        await revalidate();
      } catch (error) {
        toast({ title: t("auth.toast.logoutFailed.title"), description: serverMessage(error) ?? (error instanceof Error ? error.message : undefined), variant: "destructive" });
      } finally {
        setSigningOut(false);
      }
    },
    [t, href, navigate, revalidate],
  );
  return { signOut, signingOut };
}
