import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("writes numbers in the page's numerals", () => {
    expect(formatCount(13, "en")).toBe("13");
    expect(formatCount(1250, "en")).toBe("1,250");
    expect(formatCount(13, "ar")).toBe("١٣");
  });
});
