import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isListedPage } from "./page-namespaces";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every page below the `:lang?` layout, as an address (a dynamic segment becomes a sample value). */
function pagePaths(entries: readonly RouteEntry[]): { file: string; path: string }[] {
  const layout = entries.find((entry) => entry.path === ":lang?");
  if (!layout?.children) throw new Error("no :lang? layout in app/routes.ts");
  return layout.children
    .filter((child) => child.path !== "*")
    .map((child) => ({ file: child.file, path: child.index ? "/" : `/${child.path!.replace(/:[^/]+/g, "sample")}` }));
}

describe("page namespaces cover every page of app/routes.ts", () => {
  const pages = pagePaths(routes as unknown as RouteEntry[]);

  it("finds the pages", () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  // A page without an entry gets no page-scoped texts and shows raw keys (the review's "easy to forget" step).
  it.each(pages)("$file ($path) has an entry in page-namespaces.ts, in both languages", ({ path }) => {
    expect(isListedPage(path)).toBe(true);
    expect(isListedPage(path === "/" ? "/ar" : `/ar${path}`)).toBe(true);
  });
});
