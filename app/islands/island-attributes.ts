/** Attributes of an island's markup (app/islands/island.tsx), read by the entry and the boot script. */
export const islandAttributes = {
  island: "data-island",
  root: "data-island-root",
  live: "data-island-live",
  /** On `<html>` once every island of the page is hydrated and its effects have run. */
  pageLive: "data-islands-live",
  /** On `<html>` of a page of islands: the entry's address. */
  entry: "data-islands-entry",
} as const;
