import { describe, expect, it } from "vitest";
import type { SessionUser } from "./session-user";
import { pageHydration } from "./page-hydration";

const visitor = null;
const member = { id: 1, username: "noura", role: "user", fullName: null, email: null, isProtected: false } satisfies SessionUser;

describe("how much script a page runs (decision 040)", () => {
  it("the deepest route that says wins; a page that says nothing hydrates fully", () => {
    expect(pageHydration([{ handle: undefined, params: {} }, { handle: { hydrate: "none" }, params: {} }], visitor)).toBe("none");
    expect(pageHydration([{ handle: { hydrate: "none" } }, { handle: { hydrate: "full" } }], visitor)).toBe("full");
    expect(pageHydration([{ handle: undefined }, { handle: { chrome: false } }], visitor)).toBe("full");
    expect(pageHydration([], visitor)).toBe("full");
  });

  it("a signed-in visitor's pages always hydrate (the account menu, the edit mode)", () => {
    expect(pageHydration([{ handle: { hydrate: "none" } }], member)).toBe("full");
  });

  it("an address whose first segment is not a language is the layout's 404: static", () => {
    expect(pageHydration([{ handle: undefined, params: { lang: "no-such-page" } }, { handle: undefined, params: { lang: "no-such-page" } }], visitor)).toBe("none");
    expect(pageHydration([{ handle: undefined, params: { lang: "ar" } }, { handle: undefined, params: { lang: "ar" } }], visitor)).toBe("full");
  });
});
