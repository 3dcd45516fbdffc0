import { createElement, Suspense, use } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderDocument } from "./render-document.server";

const options = (timeoutMs: number) => ({ status: 200, headers: new Headers(), nonce: "n0nce", timeoutMs });

/** Watches the deadline timer renderDocument sets (the only timer with this delay). */
function watchDeadline(timeoutMs: number) {
  const realSetTimeout = globalThis.setTimeout;
  const handles: unknown[] = [];
  vi.spyOn(globalThis, "setTimeout").mockImplementation(((fn: () => void, ms?: number, ...args: unknown[]) => {
    const handle = realSetTimeout(fn, ms, ...args);
    if (ms === timeoutMs) handles.push(handle);
    return handle;
  }) as typeof setTimeout);
  const cleared = vi.spyOn(globalThis, "clearTimeout");
  return {
    get handle() {
      expect(handles).toHaveLength(1);
      return handles[0];
    },
    wasCleared: (handle: unknown) => cleared.mock.calls.some(([h]) => h === handle),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("renderDocument", () => {
  it("clears its deadline as soon as the page is rendered (no render kept alive until the timeout)", async () => {
    const deadline = watchDeadline(60_000);
    const response = await renderDocument(createElement("p", null, "Hello"), options(60_000));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("Hello");
    expect(deadline.wasCleared(deadline.handle)).toBe(true);
  });

  it("clears its deadline when the shell fails, and rejects", async () => {
    const deadline = watchDeadline(60_000);
    const Broken = () => {
      throw new Error("shell broke");
    };
    await expect(renderDocument(createElement(Broken), { ...options(60_000), onError: () => {} })).rejects.toThrow("shell broke");
    expect(deadline.wasCleared(deadline.handle)).toBe(true);
  });

  it("aborts a render still waiting at the deadline and sends the fallback with status 500", async () => {
    const never = new Promise<string>(() => {});
    const Waiting = () => createElement("span", null, use(never));
    const errors: unknown[] = [];
    const response = await renderDocument(
      createElement("main", null, createElement(Suspense, { fallback: createElement("i", null, "Loading") }, createElement(Waiting))),
      { ...options(50), onError: (error) => errors.push(error) },
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Loading");
    expect(errors.length).toBeGreaterThan(0);
  });
});
