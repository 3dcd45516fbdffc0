import { describe, expect, it } from "vitest";
import { createPublicDataMemo } from "./public-data-memo";

describe("public data memo", () => {
  it("reads once until cleared, and never keeps a failed read", async () => {
    const memo = createPublicDataMemo();
    let reads = 0;
    const load = async () => ++reads;
    expect(await memo.memo("posts", load)).toBe(1);
    expect(await memo.memo("posts", load)).toBe(1);
    memo.clear();
    expect(await memo.memo("posts", load)).toBe(2);

    let fail = true;
    const flaky = async () => {
      if (fail) throw new Error("database away");
      return "texts";
    };
    await expect(memo.memo("texts", flaky)).rejects.toThrow("database away");
    fail = false;
    expect(await memo.memo("texts", flaky)).toBe("texts");
  });

  it("a read that began before a change is not given to requests after it", async () => {
    const memo = createPublicDataMemo();
    let release: (value: string) => void = () => {};
    const slow = memo.memo("posts", () => new Promise<string>((resolve) => (release = resolve)));
    memo.clear();
    const fresh = memo.memo("posts", async () => "after the edit");
    release("before the edit");
    expect(await slow).toBe("before the edit");
    expect(await fresh).toBe("after the edit");
    expect(await memo.memo("posts", async () => "again")).toBe("after the edit");
  });
});
