import { describe, expect, it } from "vitest";
import { checkSourcePath } from "~/features/blog/redirects/redirect-path";
import { localizePath } from "~/i18n/locales";
import routes from "~/routes";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every address app/routes.ts answers itself, as a sample path (a post's address aside: the server asks the posts). */
function ownAddresses(entries: readonly RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    if (entry.path === "*" || entry.path === "blog/:slug") return [];
    const path = entry.index ? prefix || "/" : `${prefix}/${(entry.path ?? "").replace(":lang?", "").replace(/:[^/]+/g, "sample")}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    return [...(entry.index || entry.path === ":lang?" ? [] : [path]), ...(entry.children ? ownAddresses(entry.children, entry.path === ":lang?" ? "" : path) : [])];
  });
}

describe("a redirect never hides a page of app/routes.ts (decision 043)", () => {
  const addresses = ownAddresses(routes as unknown as RouteEntry[]);

  it("finds the pages", () => {
    expect(addresses.length).toBeGreaterThan(15);
  });

  it.each(addresses)("%s is refused as an old address, in both languages", (path) => {
    expect(checkSourcePath(path)).toEqual({ problem: "redirectsAdmin.error.sourceIsPage" });
    expect(checkSourcePath(localizePath(path, "ar"))).toEqual({ problem: "redirectsAdmin.error.sourceIsPage" });
  });
});
