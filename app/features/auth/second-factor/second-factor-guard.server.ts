import { redirect, type RouterContextProvider } from "react-router";
import { localizePath } from "~/i18n/locales";
import { requestContext } from "~/lib/request-context";
import type { SessionUser } from "~/lib/session-user";
import { needsSecondFactorSetUp } from "./has-second-factor.server";

/** The page an administrator is sent to while the firm requires a second factor they do not have (decision 038). */
export const SECOND_FACTOR_SET_UP_PATH = "/second-factor";

/**
 * For the dashboard's loaders, after `requireRolePage`: while the firm
 * requires a second factor of administrators and this one has none, on to
 * the set-up page (in the page's language), which brings them back here.
 */
export async function requireSecondFactorSetUpPage(context: Readonly<RouterContextProvider>, url: URL, user: SessionUser): Promise<void> {
  const { db, config, lang } = context.get(requestContext);
  if (await needsSecondFactorSetUp(db, user, { forcedByServer: config.REQUIRE_ADMIN_SECOND_FACTOR })) {
    throw redirect(`${localizePath(SECOND_FACTOR_SET_UP_PATH, lang)}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
}
