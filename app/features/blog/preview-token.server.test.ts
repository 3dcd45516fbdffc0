import { describe, expect, it } from "vitest";
import { previewToken, readPreviewToken } from "./preview-token.server";

describe("preview link tokens", () => {
  it("read back the link's id, and nothing for a forged, altered or malformed token", () => {
    const token = previewToken("secret", 42);
    expect(readPreviewToken("secret", token)).toBe(42);
    expect(readPreviewToken("another-secret", token)).toBeNull();
    expect(readPreviewToken("secret", token.replace(/^42\./, "43."))).toBeNull();
    for (const bad of ["", "42", "42.", "x.y", `${token}x`, "42.<script>"]) expect(readPreviewToken("secret", bad)).toBeNull();
  });
});
