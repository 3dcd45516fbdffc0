import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createSavedProgress, type ProgressStorage } from "./saved-progress";

function memoryStorage(initial: Record<string, string> = {}): ProgressStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const progress = createSavedProgress(
  "test:progress:v1",
  z.object({ v: z.literal(1), index: z.number().int().min(0) }).transform(({ index }) => ({ index })),
  (p: { index: number }) => (p.index === 0 ? null : { v: 1, index: p.index }),
);

describe("createSavedProgress", () => {
  it("keeps what the schema reads back, under its key", () => {
    const storage = memoryStorage();
    progress.save({ index: 3 }, storage);
    expect(storage.items.get("test:progress:v1")).toBe('{"v":1,"index":3}');
    expect(progress.load(storage)).toEqual({ index: 3 });
  });

  it("removes the entry when there is nothing worth keeping, and on clear", () => {
    const storage = memoryStorage({ "test:progress:v1": '{"v":1,"index":3}' });
    progress.save({ index: 0 }, storage);
    expect(storage.items.size).toBe(0);
    progress.save({ index: 2 }, storage);
    progress.clear(storage);
    expect(storage.items.size).toBe(0);
  });

  it("drops (and removes) corrupt JSON, another version or a refused shape", () => {
    for (const raw of ["{oops", '{"v":2,"index":1}', '{"v":1,"index":-1}', "null"]) {
      const storage = memoryStorage({ "test:progress:v1": raw });
      expect(progress.load(storage), raw).toBeNull();
      expect(storage.items.size, raw).toBe(0);
    }
    expect(progress.parse(null)).toBeNull();
  });

  it("is silent when storage is missing or refuses", () => {
    const refusing: ProgressStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(progress.load(refusing)).toBeNull();
    expect(() => progress.save({ index: 1 }, refusing)).not.toThrow();
    expect(() => progress.clear(refusing)).not.toThrow();
    expect(progress.load(null)).toBeNull();
  });
});
