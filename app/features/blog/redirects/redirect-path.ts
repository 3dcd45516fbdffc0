import { languages, localizePath, stripLangPrefix, type Lang } from "~/i18n/locales";
import { sameSitePath } from "~/lib/site-path";
import { PRIVATE_AREAS, PUBLIC_PAGES } from "../sitemap";

/**
 * The rules of an old address and of where it sends visitors (decision 043),
 * for the dashboard's form and the server alike. Both are paths of this site
 * (`/…`): never another site, a scheme or `//`. A message is a catalog key.
 */

export const REDIRECT_PATH_MAX = 500;

/** Pages the site answers without a post behind them, besides the public ones the sitemap lists. */
const OTHER_PAGES = [...PRIVATE_AREAS, "/reset-password", "/second-factor"] as const;

/** Pages with their own addresses below them, in each language, published or not yet: the team (decision 047) and the case studies (decision 048). */
const PAGE_PREFIXES = ["/team", "/case-studies"] as const;

/** Address spaces the server answers itself (files, the API, preview links, feeds): never an old address. */
const OWN_PREFIXES = ["/api", "/assets", "/uploads", "/images", "/healthz", "/language", "/preview"] as const;
const OWN_FILES = ["/sitemap.xml", "/robots.txt", "/favicon.svg", "/blog/feed.xml"] as const;

export type PathCheck = { path: string } | { problem: string };

/** `/blog/<slug>` in each language: the two addresses of a post. */
export function postAddresses(slug: string): Record<Lang, string> {
  return { en: localizePath(`/blog/${slug}`, "en"), ar: localizePath(`/blog/${slug}`, "ar") };
}

/** The post a path is the address of (`/blog/<slug>`, `/ar/blog/<slug>`), or null. */
export function postSlugOf(path: string): string | null {
  const match = /^\/blog\/([^/]+)$/.exec(stripLangPrefix(path));
  return match ? match[1] : null;
}

/**
 * An incoming request's path as redirects are looked up: decoded (as sources
 * are stored, so `/عن-الشركة` and its percent-encoded form are one address),
 * without a trailing slash. Null for a path that does not decode.
 */
export function lookupAddress(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, "") || "/" : decoded;
}

/**
 * An old address as stored: a site path without query or fragment, decoded,
 * without a trailing slash; not the home page and not an address the site
 * answers itself (a page, a file, the API). Whether a post holds the address
 * is the server's question (it reads the posts).
 */
export function checkSourcePath(input: string): PathCheck {
  const value = input.trim();
  if (!value) return { problem: "admin.form.error.required" };
  if (value.length > REDIRECT_PATH_MAX) return { problem: "admin.form.error.tooLong" };
  const site = sameSitePath(value);
  if (!site) return { problem: "redirectsAdmin.error.pathFormat" };
  if (/[?#]/.test(value)) return { problem: "redirectsAdmin.error.sourceQuery" };
  const path = lookupAddress(site.path);
  if (!path || path === "/" || path === "/ar") return { problem: "redirectsAdmin.error.sourceIsPage" };
  if (isOwnAddress(path)) return { problem: "redirectsAdmin.error.sourceIsPage" };
  return { path };
}

/**
 * Where an old address sends visitors: a site path, its path decoded as
 * sources are (so a chain is followed by comparing the two), its query or
 * fragment kept as typed. `locationOf` encodes it for the `Location` header.
 */
export function checkTargetPath(input: string): PathCheck {
  const value = input.trim();
  if (!value) return { problem: "admin.form.error.required" };
  if (value.length > REDIRECT_PATH_MAX) return { problem: "admin.form.error.tooLong" };
  const site = sameSitePath(value);
  if (!site) return { problem: "redirectsAdmin.error.pathFormat" };
  return { path: site.decodedPathname + site.path.slice(pathPart(site.path).length) };
}

/** A target's path without its query or fragment and without a trailing slash: the address a chain continues at. */
export function targetAddress(target: string): string {
  const path = pathPart(target);
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

/** The `Location` of a stored target: its path percent-encoded as a browser sends it, its query and fragment as stored. */
export function locationOf(target: string): string {
  const path = pathPart(target);
  return encodeURI(path) + target.slice(path.length);
}

function pathPart(target: string): string {
  return /^[^?#]*/.exec(target)![0];
}

/** `newPath` with the query or fragment `target` carried (when `newPath` has none of its own). */
export function keepTargetSuffix(target: string, newPath: string): string {
  const suffix = target.slice(pathPart(target).length);
  return suffix && !/[?#]/.test(newPath) ? newPath + suffix : newPath;
}

/**
 * A deleted post's target for its address in `lang`: the same page in that
 * language (`/contact` → `/ar/contact`), or, for a file or the API, the
 * target as given.
 */
export function targetIn(target: string, lang: Lang): string {
  const neutral = stripLangPrefix(targetAddress(target));
  // The feed is the one file with a page in each language.
  const file = neutral.slice(neutral.lastIndexOf("/") + 1).includes(".") && neutral !== "/blog/feed.xml";
  if (file || OWN_PREFIXES.some((prefix) => neutral === prefix || neutral.startsWith(`${prefix}/`))) return target;
  return localizePath(target, lang);
}

/** An address the site answers itself in either language: a page with no post behind it, a file, the API. */
function isOwnAddress(path: string): boolean {
  const pages = [...PUBLIC_PAGES, ...OTHER_PAGES].flatMap((page) => languages.map((lang) => localizePath(page, lang)));
  if (pages.includes(path)) return true;
  const neutral = stripLangPrefix(path);
  if ((OWN_FILES as readonly string[]).includes(neutral)) return true;
  if (PAGE_PREFIXES.some((prefix) => neutral === prefix || neutral.startsWith(`${prefix}/`))) return true;
  return OWN_PREFIXES.some((prefix) => neutral === prefix || neutral.startsWith(`${prefix}/`));
}
