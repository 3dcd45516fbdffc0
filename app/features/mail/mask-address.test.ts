import { describe, expect, it } from "vitest";
import { maskAddress } from "./mask-address";

describe("maskAddress", () => {
  it("keeps the first letter and the domain only", () => {
    expect(maskAddress("sara.alqahtani@example.sa")).toBe("s***@example.sa");
    expect(maskAddress("leads@firm.example")).toBe("l***@firm.example");
    expect(maskAddress("not-an-address")).toBe("***");
  });
});
