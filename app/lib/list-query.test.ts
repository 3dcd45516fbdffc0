import { describe, expect, it } from "vitest";
import { containsPattern, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, offsetOf, parseListQuery } from "./list-query";

describe("parseListQuery", () => {
  it("defaults to the first page of the default size with no search", () => {
    expect(parseListQuery({})).toEqual({ search: "", page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });

  it("reads search, page and pageSize", () => {
    expect(parseListQuery({ search: "  noura ", page: "3", pageSize: "50" })).toEqual({ search: "noura", page: 3, pageSize: 50 });
  });

  it("clamps the page size and the page instead of failing", () => {
    expect(parseListQuery({ pageSize: "100000" }).pageSize).toBe(MAX_PAGE_SIZE);
    expect(parseListQuery({ pageSize: "0" }).pageSize).toBe(1);
    expect(parseListQuery({ page: "0" }).page).toBe(1);
  });

  it("ignores garbled or repeated values", () => {
    expect(parseListQuery({ page: "-2", pageSize: "ten" })).toEqual({ search: "", page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(parseListQuery({ page: ["2", "3"], search: ["a", "b"] })).toEqual({ search: "", page: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(parseListQuery({ page: "99999999999999999999" }).page).toBe(1);
  });

  it("cuts very long search text", () => {
    expect(parseListQuery({ search: "x".repeat(5000) }).search).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe("offsetOf", () => {
  it("skips the rows of the pages before", () => {
    expect(offsetOf({ page: 1, pageSize: 20 })).toBe(0);
    expect(offsetOf({ page: 4, pageSize: 25 })).toBe(75);
  });
});

describe("containsPattern", () => {
  it("wraps the text in wildcards", () => {
    expect(containsPattern("سند")).toBe("%سند%");
  });

  it("takes %, _ and backslash literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});
