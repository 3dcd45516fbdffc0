import { describe, expect, it } from "vitest";
import { listingSearch, SEARCH_MAX_LENGTH } from "./listing-address";
import { readListingQuery } from "./listing-query.schema";

const read = (query: string) => readListingQuery(new URLSearchParams(query));

describe("readListingQuery", () => {
  it("reads the category, the search and the page", () => {
    expect(read("category=Leadership&q=family&page=2")).toEqual({ category: "Leadership", search: "family", page: 2 });
    expect(read("category=%D8%A7%D9%84%D9%82%D9%8A%D8%A7%D8%AF%D8%A9&q=%D8%A7%D9%84%D8%B9%D8%A7%D8%A6%D9%84%D9%8A%D8%A9")).toEqual({ category: "القيادة", search: "العائلية", page: 1 });
  });

  it("is the unfiltered first page without parameters", () => {
    expect(read("")).toEqual({ category: "", search: "", page: 1 });
    expect(read("utm_source=linkedin")).toEqual({ category: "", search: "", page: 1 });
  });

  it("trims the values, as a form sends what was typed", () => {
    expect(read("category=+Leadership+&q=++c-suite+")).toEqual({ category: "Leadership", search: "c-suite", page: 1 });
  });

  it.each(["0", "-1", "abc", "2.5", "2abc", "", "1e400", "99999999999999999999"])("reads page=%s as the first page, never an error", (page) => {
    expect(read(`page=${page}`).page).toBe(1);
  });

  it("keeps a large page number for the listing to bring back to its last page", () => {
    expect(read("page=500").page).toBe(500);
  });

  it("ignores a search longer than the search box takes", () => {
    expect(read(`q=${"a".repeat(SEARCH_MAX_LENGTH)}`).search).toHaveLength(SEARCH_MAX_LENGTH);
    expect(read(`q=${"a".repeat(SEARCH_MAX_LENGTH + 1)}`).search).toBe("");
  });

  it("takes the first of repeated parameters", () => {
    expect(read("q=one&q=two&page=3&page=1")).toMatchObject({ search: "one", page: 3 });
  });
});

describe("the listing's links", () => {
  it("read back as they were written, in either language", () => {
    for (const view of [
      { category: "القيادة", search: "نطاقات", page: 3 },
      { category: "HR Compliance", search: "a=b&c#d", page: 2 },
    ]) {
      expect(read(listingSearch(view).slice(1))).toEqual(view);
    }
  });
});
