import { stripLangPrefix } from "~/i18n/locales";
import type { MessageNamespace } from "~/i18n/translate";

/**
 * Message namespaces (the first segment of a key) that belong to particular
 * pages. Keys of any other namespace (brand, nav, footer, api, form, …) go to
 * every page; these go only to the pages that use them, which keeps each
 * page's HTML small. This is the page table's other half, so it lives beside
 * routes.ts: `page-namespaces-routes.test.ts` fails when a route of routes.ts
 * has no entry here, and a misspelled namespace fails the type check.
 */
const pageScoped = new Set<MessageNamespace>(["home", "leads", "blog", "connect", "careerPlatform", "legal", "auth", "profile", "admin", "siteContent", "users", "hr", "leadership", "testimonials", "testimonialsAdmin", "team", "peopleAdmin", "blogAdmin", "leadsAdmin", "hrAdmin", "leadershipAdmin", "leadPipelineAdmin", "auditLogAdmin", "privacyAdmin", "legalAdmin", "leadDigest", "contentDrafts", "contentRevisions", "redirectsAdmin", "caseStudies", "caseStudiesAdmin"]);

const pages: [RegExp, MessageNamespace[]][] = [
  [/^\/$/, ["home", "leads", "blog", "testimonials", "caseStudies"]],
  [/^\/case-studies(\/[^/]+)?$/, ["caseStudies"]],
  [/^\/blog(\/.*)?$/, ["blog"]],
  // A post's private preview link (decision 042): the article page's texts.
  [/^\/preview\/[^/]+$/, ["blog"]],
  [/^\/contact$/, ["leads"]],
  [/^\/connect$/, ["connect", "leads", "testimonials"]],
  [/^\/team(\/[^/]+)?$/, ["team"]],
  [/^\/iqader-platform$/, ["careerPlatform"]],
  [/^\/(privacy-policy|terms-of-service|cookie-policy)$/, ["legal"]],
  [/^\/(auth|reset-password)$/, ["auth"]],
  [/^\/profile$/, ["profile", "auth", "admin", "blogAdmin", "contentDrafts"]],
  [/^\/second-factor$/, ["auth"]],
  [/^\/admin$/, ["admin", "siteContent", "users", "auth", "profile", "blog", "blogAdmin", "testimonialsAdmin", "peopleAdmin", "leadsAdmin", "hrAdmin", "leadershipAdmin", "leadPipelineAdmin", "auditLogAdmin", "privacyAdmin", "legalAdmin", "contentDrafts", "contentRevisions", "redirectsAdmin", "caseStudiesAdmin"]],
  [/^\/hr-assessment$/, ["hr", "leads"]],
  [/^\/leadership-assessment$/, ["leadership", "leads"]],
];

function entryFor(pathname: string): MessageNamespace[] | undefined {
  const path = stripLangPrefix(pathname).replace(/\/+$/, "") || "/";
  return pages.find(([pattern]) => pattern.test(path))?.[1];
}

export function namespacesForPath(pathname: string): ReadonlySet<string> {
  return new Set<string>(entryFor(pathname) ?? []);
}

/** Whether the page at `pathname` has its entry here (a test keeps every route in app/routes.ts listed). */
export function isListedPage(pathname: string): boolean {
  return entryFor(pathname) !== undefined;
}

/** Pages that need the same messages share this key. */
export function pageNamespacesKey(pathname: string): string {
  return [...namespacesForPath(pathname)].sort().join(",");
}

/** The messages a page needs: every shared key plus its own namespaces. */
export function pickPageMessages(messages: Record<string, string>, pathname: string): Record<string, string> {
  const wanted = namespacesForPath(pathname);
  const picked: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    const namespace = key.slice(0, key.indexOf("."));
    if (!(pageScoped as ReadonlySet<string>).has(namespace) || wanted.has(namespace)) picked[key] = text;
  }
  return picked;
}

/**
 * What the public pages' edit mode says (decision 037): the Site Content
 * tab's texts, the dashboard forms' shared words and the editor's autosave
 * (decision 042). Added to a page's
 * messages only for a signed-in administrator, so visitors' pages stay as
 * they are.
 */
export function pickEditModeMessages(messages: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (key.startsWith("siteContent.") || key.startsWith("admin.form.") || key.startsWith("contentDrafts.") || key.startsWith("contentRevisions.")) picked[key] = text;
  }
  return picked;
}

export function sameNamespaces(a: string, b: string): boolean {
  const x = namespacesForPath(a);
  const y = namespacesForPath(b);
  return x.size === y.size && [...x].every((n) => y.has(n));
}
