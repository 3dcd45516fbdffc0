import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins conditional class names like clsx", () => {
    const hidden = false;
    expect(cn("a", hidden && "b", undefined, ["c", { d: true, e: false }])).toBe("a c d");
  });

  it("lets a later utility override an earlier one for the same property", () => {
    expect(cn("px-4", "px-3")).toBe("px-3");
    expect(cn("max-w-7xl", "max-w-5xl")).toBe("max-w-5xl");
    expect(cn("h-11 w-full", "h-9")).toBe("w-full h-9");
  });

  it("merges logical (right-to-left aware) spacing and inset utilities", () => {
    expect(cn("ps-4 pe-4", "ps-2")).toBe("pe-4 ps-2");
    expect(cn("ms-auto", "ms-0")).toBe("ms-0");
    expect(cn("start-0", "start-2")).toBe("start-2");
    expect(cn("px-4", "ps-2")).toBe("px-4 ps-2");
    expect(cn("text-start", "text-end")).toBe("text-end");
  });

  it("keeps the theme's colours apart from font sizes", () => {
    expect(cn("text-sm text-ink-900", "text-sand-700")).toBe("text-sm text-sand-700");
    expect(cn("bg-ink-900", "bg-sand-500")).toBe("bg-sand-500");
    expect(cn("font-sans", "font-arabic")).toBe("font-arabic");
  });

  it("keeps responsive and state variants separate", () => {
    expect(cn("px-4 md:px-6", "px-3")).toBe("md:px-6 px-3");
    expect(cn("hover:bg-ink-800", "bg-ink-900")).toBe("hover:bg-ink-800 bg-ink-900");
  });
});
