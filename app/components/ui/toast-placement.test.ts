import { describe, expect, it } from "vitest";
import { chooseToastPlacement, intersects, toastBox, type Box } from "./toast-placement";

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

describe("toastBox", () => {
  it("sits at the reading end: right in English, left in Arabic", () => {
    const viewport = { width: 1280, height: 800 };
    expect(toastBox({ edge: "bottom", width: 420 }, 80, viewport, "ltr")).toEqual(box(876, 704, 1264, 784));
    expect(toastBox({ edge: "top", width: 420 }, 80, viewport, "rtl")).toEqual(box(16, 16, 404, 96));
  });
});

describe("chooseToastPlacement", () => {
  const desktop = { width: 1280, height: 800 };
  const phone = { width: 390, height: 844 };

  it("keeps the default (bottom, full width) when nothing is in the way", () => {
    expect(chooseToastPlacement({ viewport: desktop, dir: "ltr", toastHeight: 80, avoid: [[box(100, 100, 300, 144)]] })).toEqual({ edge: "bottom", width: 420 });
  });

  it("moves beside a centred dialog at 1280 px, clear of its submit button", () => {
    // A 576 px dialog centred at 1280 px, its submit at the bottom end.
    const dialog = box(352, 30, 928, 770);
    const submit = box(780, 700, 904, 744);
    for (const dir of ["ltr", "rtl"] as const) {
      const placement = chooseToastPlacement({ viewport: desktop, dir, toastHeight: 90, dialog, avoid: [[dialog], [submit]] });
      expect(placement).toEqual({ edge: "bottom", width: 352 });
      const toast = toastBox(placement, 90, desktop, dir);
      expect(intersects(toast, dialog)).toBe(false);
      expect(intersects(toast, submit)).toBe(false);
    }
  });

  it("goes to the top on a phone when the dialog's submit button is at the bottom of the screen", () => {
    const dialog = box(12, -300, 378, 830);
    const submit = box(32, 760, 358, 804);
    const placement = chooseToastPlacement({ viewport: phone, dir: "rtl", toastHeight: 100, dialog, avoid: [[dialog], [submit], [submit]] });
    expect(placement.edge).toBe("top");
    expect(intersects(toastBox(placement, 100, phone, "rtl"), submit)).toBe(false);
  });

  it("stays at the bottom when the button to protect is at the top", () => {
    const focused = box(32, 40, 358, 84);
    expect(chooseToastPlacement({ viewport: phone, dir: "ltr", toastHeight: 100, avoid: [[focused]] }).edge).toBe("bottom");
  });

  it("settles for a later level when an earlier one cannot be kept clear", () => {
    // A dialog filling the phone (level 1 impossible); its close button at the top, its submit at the bottom (level 2 impossible); protect the submit.
    const dialog = box(12, 0, 378, 844);
    const close = box(320, 12, 364, 56);
    const submit = box(32, 760, 358, 804);
    expect(chooseToastPlacement({ viewport: phone, dir: "ltr", toastHeight: 100, dialog, avoid: [[dialog], [close, submit], [submit]] }).edge).toBe("top");
  });

  it("keeps the placement in use while it still qualifies", () => {
    const current = { edge: "top" as const, width: 420 };
    expect(chooseToastPlacement({ viewport: desktop, dir: "ltr", toastHeight: 80, avoid: [[box(0, 400, 10, 410)]], current })).toEqual(current);
  });
});
