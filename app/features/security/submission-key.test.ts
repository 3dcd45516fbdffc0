import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_PATTERN } from "~/features/security/idempotency-key";
import { createSubmissionKey } from "./submission-key";

describe("submission key", () => {
  it("is the same for a retry of the same entries, new when they change, new after the lead was stored", () => {
    const keys = createSubmissionKey();
    const first = keys.for({ fullName: "Sara", message: "We need a CFO." });
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys.for({ fullName: "Sara", message: "We need a CFO." })).toBe(first);
    const edited = keys.for({ fullName: "Sara", message: "We need a CFO and a CHRO." });
    expect(edited).not.toBe(first);
    keys.done();
    expect(keys.for({ fullName: "Sara", message: "We need a CFO and a CHRO." })).not.toBe(edited);
  });
});
