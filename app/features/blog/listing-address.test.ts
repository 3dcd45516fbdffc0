import { describe, expect, it } from "vitest";
import { listingSearch, postAnchor } from "./listing-address";

describe("listingSearch", () => {
  it("writes only what differs from the plain listing", () => {
    expect(listingSearch({})).toBe("");
    expect(listingSearch({ category: "", search: "", page: 1 })).toBe("");
    expect(listingSearch({ category: "HR Compliance" })).toBe("?category=HR+Compliance");
    expect(listingSearch({ category: "Leadership", search: "family & board", page: 2 })).toBe("?category=Leadership&q=family+%26+board&page=2");
    expect(listingSearch({ category: "القيادة" })).toBe(`?category=${encodeURIComponent("القيادة")}`);
  });
});

describe("postAnchor", () => {
  it("is the card's id a Load More address ends with", () => {
    expect(postAnchor("hiring-a-c-suite-leader")).toBe("post-hiring-a-c-suite-leader");
  });
});
