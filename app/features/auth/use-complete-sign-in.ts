import { useCallback } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { resetCsrfToken } from "~/lib/api-client";
import type { SessionUser } from "~/lib/session-user";
import { landingPathFor, safeRedirectPath } from "./safe-redirect";

/**
 * After signing in or registering: forget the CSRF token of the anonymous
 * visit (tokens follow the session), go where the visitor was headed, and
 * reload the root data so the header shows Profile and Admin.
 */
export function useCompleteSignIn(): (user: SessionUser, redirectTo: string | null) => Promise<void> {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { href } = useI18n();
  return useCallback(
    async (user, redirectTo) => {
      resetCsrfToken();
      await navigate(safeRedirectPath(redirectTo, href(landingPathFor(user.role))), { replace: true });
      await revalidate();
    },
    [navigate, revalidate, href],
  );
}
