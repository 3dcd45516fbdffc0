import { describe, expect, it } from "vitest";
import { revealOffset } from "./reveal-in-row";

// A phone's row of tabs: 16 px from each side of a 390 px screen, 48 px kept clear at each edge for the fades and buttons.
const row = { left: 16, right: 374 };

describe("revealOffset", () => {
  it("leaves an item alone when it already stands clear of the edges", () => {
    expect(revealOffset(row, { left: 100, right: 200 }, 48, false)).toBe(0);
    expect(revealOffset(row, { left: 64, right: 326 }, 48, true)).toBe(0);
  });

  it("scrolls towards the end side until the item clears it (a tab past the right edge in English)", () => {
    expect(revealOffset(row, { left: 300, right: 420 }, 48, false)).toBe(420 - 326);
  });

  it("scrolls the other way for an item past the left edge (the last tab of an Arabic row)", () => {
    // scrollBy with a negative left moves the row's content to the right, bringing what lay to the left into view.
    expect(revealOffset(row, { left: -150, right: -20 }, 48, true)).toBe(-150 - 64);
  });

  it("treats an item under an edge's fade as hidden", () => {
    expect(revealOffset(row, { left: 40, right: 120 }, 48, false)).toBe(40 - 64);
  });

  it("aligns an item wider than the room to the row's start side", () => {
    expect(revealOffset(row, { left: 500, right: 900 }, 48, false)).toBe(500 - 64);
    expect(revealOffset(row, { left: -600, right: -200 }, 48, true)).toBe(-200 - 326);
  });
});
