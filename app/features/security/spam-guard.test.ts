import { describe, expect, it } from "vitest";
import { evaluateSpamGuard, PUBLIC_FORM_LIMITS } from "./spam-guard";

describe("spam guard", () => {
  const human = { startedAt: 1_700_000_000_000, sentAt: 1_700_000_000_000 + 25_000 };

  it("lets a person through: empty honeypot, a plausible fill time", () => {
    expect(evaluateSpamGuard(human)).toEqual({ ok: true });
    expect(evaluateSpamGuard({ ...human, website: "" })).toEqual({ ok: true });
    expect(evaluateSpamGuard({ ...human, website: "   " })).toEqual({ ok: true });
  });

  it("rejects a filled honeypot, whatever its type", () => {
    expect(evaluateSpamGuard({ ...human, website: "https://spam.example" })).toEqual({ ok: false, reason: "honeypot" });
    expect(evaluateSpamGuard({ ...human, website: 1 })).toEqual({ ok: false, reason: "honeypot" });
  });

  it("rejects a form sent faster than the minimum fill time, at the boundary too", () => {
    const min = PUBLIC_FORM_LIMITS.minFillMs;
    expect(min).toBe(3_000);
    expect(evaluateSpamGuard({ startedAt: 10_000, sentAt: 10_000 + min - 1 })).toEqual({ ok: false, reason: "too-fast" });
    expect(evaluateSpamGuard({ startedAt: 10_000, sentAt: 10_000 + min })).toEqual({ ok: true });
    expect(evaluateSpamGuard({ startedAt: 20_000, sentAt: 10_000 })).toEqual({ ok: false, reason: "too-fast" });
  });

  it("rejects a submission without the timing fields (not sent by our page)", () => {
    expect(evaluateSpamGuard({})).toEqual({ ok: false, reason: "no-timing" });
    expect(evaluateSpamGuard({ startedAt: "yesterday", sentAt: 5 })).toEqual({ ok: false, reason: "no-timing" });
    expect(evaluateSpamGuard(null)).toEqual({ ok: false, reason: "no-timing" });
  });
});
