import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDraftSaver, DRAFT_DEBOUNCE_MS } from "./draft-saver";

describe("createDraftSaver", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends the last values of a burst of typing once, 2 s after the last change", () => {
    const send = vi.fn(() => Promise.resolve());
    const saver = createDraftSaver<string>(send);
    saver.change("a");
    vi.advanceTimersByTime(1_500);
    saver.change("ab");
    vi.advanceTimersByTime(1_999);
    expect(send).not.toHaveBeenCalled();
    expect(saver.hasPending()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith("ab", { keepalive: false });
    expect(saver.hasPending()).toBe(false);
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS * 3);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends at once on flush (the page is hidden), with keepalive, and not again when the delay ends", async () => {
    const send = vi.fn(() => Promise.resolve());
    const saver = createDraftSaver<string>(send);
    saver.change("typed");
    await saver.flush({ keepalive: true });
    expect(send).toHaveBeenCalledWith("typed", { keepalive: true });
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS);
    expect(send).toHaveBeenCalledTimes(1);
    await saver.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("sends nothing once cancelled (the item itself was saved)", () => {
    const send = vi.fn(() => Promise.resolve());
    const saver = createDraftSaver<string>(send);
    saver.change("typed");
    saver.cancel();
    vi.advanceTimersByTime(DRAFT_DEBOUNCE_MS * 2);
    expect(send).not.toHaveBeenCalled();
  });
});
