import { describe, expect, it } from "vitest";
import { OUTBOX_SETTINGS, retryDelayMs } from "./retry-schedule";

describe("outbox retry schedule", () => {
  it("doubles from one minute and stops growing at one hour", () => {
    const minutes = Array.from({ length: OUTBOX_SETTINGS.maxAttempts }, (_, i) => retryDelayMs(i + 1) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    expect(retryDelayMs(500)).toBe(60 * 60_000);
  });
});
