import { Direction } from "radix-ui";
import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import arabicFont from "./fonts/ibm-plex-sans-arabic-400-common.woff2?url";
import arabicBoldFont from "./fonts/ibm-plex-sans-arabic-600-common.woff2?url";
import latinFont from "./fonts/ibm-plex-sans-400-common.woff2?url";
import latinBoldFont from "./fonts/ibm-plex-sans-600-common.woff2?url";
import { InstantPageScroll } from "~/components/layout/instant-page-scroll";
import { SignOutProvider } from "~/components/layout/sign-out-action";
import { Toaster } from "~/components/ui/toaster";
import { useSignOut } from "~/features/auth/use-sign-out";
import { currentPrivacyNoticeVersion } from "~/features/legal/current-privacy-notice.server";
import { PRIVACY_NOTICE_ATTRIBUTE } from "~/features/lead-capture/touch-tracker";
import { readPublishedPeople } from "~/features/people/list-published-people.server";
import { issueFormToken } from "~/features/security/form-token.server";
import { resolveSiteDetails } from "~/features/site-content/resolve-site-details.server";
import { isSiteDetailKey, noSiteDetails } from "~/features/site-content/site-details";
import { coreMessages } from "~/i18n/catalogs/core";
import { I18nProvider } from "~/i18n/i18n-provider";
import { dirOf, langFromPath, localizePath, stripLangPrefix } from "~/i18n/locales";
import { listContentOverrides } from "~/i18n/server-translator.server";
import { createTranslator, resolveMessages, type ContentOverride } from "~/i18n/translate";
import { IslandsPageContext } from "~/islands/island-context";
import { Island } from "~/islands/island";
import { islandAttributes } from "~/islands/island-attributes";
import { islandScriptUrls } from "~/lib/island-scripts.server";
import { pageHydration } from "~/lib/page-hydration";
import { hasDashboard } from "~/lib/roles";
import { requestContext } from "~/lib/request-context";
import { useRootData, type RootData } from "~/lib/root-data";
import { listPublishedProof } from "~/features/case-studies/list-published-proof.server";
import { catalogs } from "./message-catalogs";
import { pageNamespacesKey, pickEditModeMessages, pickPageMessages, sameNamespaces } from "./page-namespaces";

/**
 * `url` is the page's address as React Router normalises it: a client
 * navigation's data request (`/_.data`, `/ar.data`, `/blog.data?_routes=…`)
 * arrives as the page itself. Never read `request.url` for the page.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<RootData> {
  const { db, config, logger, user, nonce, signingSecret, publicData, lang } = context.get(requestContext);
  const { pathname } = url;
  let overrides: ContentOverride[] | null = null;
  try {
    overrides = await publicData.memo("site-content-overrides", () => listContentOverrides(db));
  } catch (error) {
    // Pages still render from the built-in texts while the database is away.
    logger.warn({ err: error }, "site content unavailable; using built-in texts");
  }
  const resolved = overrides;
  // Contact details and the advisor's photo are data, not texts: they travel as `siteDetails`, not as messages.
  const messages = resolved
    ? await publicData.memo(`page-messages:${lang}:${pageNamespacesKey(pathname)}`, async () =>
        pickPageMessages(resolveMessages(lang, catalogs, resolved.filter((item) => !isSiteDetailKey(item.key))), pathname),
      )
    : pickPageMessages(resolveMessages(lang, catalogs, []), pathname);
  // An administrator's or an editor's public pages also carry the words of the edit mode (decisions 037, 038); a visitor's page is unchanged.
  const editModeMessages =
    !user || !hasDashboard(user.role)
      ? null
      : resolved
        ? await publicData.memo(`edit-mode-messages:${lang}`, async () => pickEditModeMessages(resolveMessages(lang, catalogs, resolved)))
        : pickEditModeMessages(resolveMessages(lang, catalogs, []));
  const siteDetails = resolved ? resolveSiteDetails(lang, resolved) : noSiteDetails;
  // Cheap and kept with the public data: a publish empties it together with the page cache.
  const privacyNoticeVersion = await publicData.memo("privacy-notice-version", () => currentPrivacyNoticeVersion(db)).catch((error: unknown) => {
    logger.warn({ err: error }, "privacy notice version unavailable; forms send none");
    return null;
  });
  const hasTeam = await readPublishedPeople(db, publicData).then(
    (people) => people.length > 0,
    (error: unknown) => {
      logger.warn({ err: error }, "team unavailable; no Team link");
      return false;
    },
  );
  // Read through the public data's memo (none while the database is away): the footer's link to the case studies.
  const hasCaseStudies = (await listPublishedProof(db, { logger, publicData })).caseStudies.length > 0;
  return {
    lang,
    hasCaseStudies,
    messages: editModeMessages ? { ...messages, ...editModeMessages } : messages,
    siteDetails,
    user,
    hasTeam,
    links: config.links, publicUrl: config.PUBLIC_URL,
    nonce,
    formToken: issueFormToken(signingSecret),
    privacyNoticeVersion,
    bootScript: islandScriptUrls.boot,
    islandsEntry: islandScriptUrls.entry,
  };
}

/** Reload texts when the language or the page's namespaces change, after a form submission, or when asked. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname)) return true;
  if (!sameNamespaces(currentUrl.pathname, nextUrl.pathname)) return true;
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  const location = useLocation();
  const data = useRootData();
  // The root loader's answer; the address only when even that loader failed.
  const lang = data?.lang ?? langFromPath(location.pathname);
  const base = data?.publicUrl ?? "";
  const path = stripLangPrefix(location.pathname);
  // Decision 040: a page of kind "none" is its HTML and the boot script; only "full" pages carry React's scripts.
  const matches = useMatches();
  // React runs in a browser only on a page that was "full" when it arrived, and stays for the document's life:
  // a click on to an article renders it with the app (its route module is in the manifest) and keeps the router's scroll handling.
  const hydration = typeof document === "undefined" ? pageHydration(matches, data?.user ?? null) : "full";
  const full = hydration === "full";
  return (
    <html
      lang={lang}
      dir={dirOf(lang)}
      data-hydration={hydration}
      {...{ [islandAttributes.entry]: hydration === "islands" ? data?.islandsEntry : undefined }}
      {...{ [PRIVACY_NOTICE_ATTRIBUTE]: data?.privacyNoticeVersion ?? undefined }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React puts the stylesheet ahead of the module preloads, so first paint does not wait behind the scripts. */}
        <link rel="stylesheet" href={appStylesheet} precedence="default" />
        {/* Body text and the semibold headings (the largest text on most pages) of the page's script. */}
        <link rel="preload" as="font" type="font/woff2" href={lang === "ar" ? arabicFont : latinFont} crossOrigin="anonymous" />
        <link rel="preload" as="font" type="font/woff2" href={lang === "ar" ? arabicBoldFont : latinBoldFont} crossOrigin="anonymous" />
        <link rel="canonical" href={base + localizePath(path, lang)} />
        <link rel="alternate" hrefLang="en" href={base + localizePath(path, "en")} />
        <link rel="alternate" hrefLang="ar" href={base + localizePath(path, "ar")} />
        <link rel="alternate" hrefLang="x-default" href={base + localizePath(path, "en")} />
        <Meta />
        <Links />
        {/* A module: runs once the document is parsed, before React's own (which comes later in the document). */}
        {data?.bootScript && <script type="module" src={data.bootScript} />}
      </head>
      <body>
        <IslandsPageContext.Provider value={hydration === "islands"}>{children}</IslandsPageContext.Provider>
        {full && (
          <>
            <HydratedMark />
            <InstantPageScroll />
            <ScrollRestoration nonce={data?.nonce || undefined} />
            <Scripts nonce={data?.nonce || undefined} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * Marks `<html data-hydrated>` once the page's effects have run (this one runs
 * after every effect of the page before it), so a browser test, or a script
 * of the firm's, knows the page is live rather than guessing from timing.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider lang={loaderData.lang} messages={loaderData.messages}>
      <Direction.Provider dir={dirOf(loaderData.lang)}>
        <SignOutWiring>
          <Outlet />
        </SignOutWiring>
        <PageToaster />
      </Direction.Provider>
    </I18nProvider>
  );
}

/** The toast area: part of the app on a full page, an island on a page of islands, absent from a static page (nothing there toasts). */
function PageToaster() {
  const root = useRootData();
  const hydration = pageHydration(useMatches(), root?.user ?? null);
  if (typeof document === "undefined" && hydration === "none") return null;
  return <Island name="toaster" component={Toaster} props={{}} />;
}

/** The header's account menus sign out through the auth feature, handed to the layout here (it imports no feature). */
function SignOutWiring({ children }: { children: ReactNode }) {
  const { signOut, signingOut } = useSignOut();
  return <SignOutProvider value={{ signOut: () => signOut(), signingOut }}>{children}</SignOutProvider>;
}

/** Last resort when even the root loader failed: a plain bilingual message. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const location = useLocation();
  const lang = data?.lang ?? langFromPath(location.pathname);
  const t = createTranslator(data?.messages ?? coreMessages[lang]);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // 503: the database is away for a moment (app/entry.server.tsx).
  const [titleKey, bodyKey] = status === 404 ? ["notFound.title", "notFound.body"] : status === 503 ? ["unavailable.title", "unavailable.body"] : ["error.title", "error.body"];
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col items-center justify-center px-4 text-center">
      <title>{t(titleKey)}</title>
      <h1 className="text-3xl font-bold text-ink-900">{t(titleKey)}</h1>
      <p className="mt-4 text-lg text-ink-700">{t(bodyKey)}</p>
      <a className="mt-8 font-semibold text-ink-700 underline" href={localizePath("/", lang)}>
        {t("notFound.home")}
      </a>
    </main>
  );
}
