import { beforeEach, describe, expect, it } from "vitest";
import { readAttribution } from "./attribution";
import { attributionForForm, ATTRIBUTION_STORAGE_KEY, recordVisit, resetTouchMemoryForTests, touchOf, type TouchStorage, type Visit } from "./touch-tracker";

function memoryStorage(): TouchStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const visit = (overrides: Partial<Visit> = {}): Visit => ({
  pathname: "/",
  search: "",
  referrer: "",
  host: "example.sa",
  language: "en",
  now: new Date("2026-11-01T08:00:00.000Z"),
  ...overrides,
});

beforeEach(() => resetTouchMemoryForTests());

describe("the browser's first and latest touch", () => {
  it("keeps the first touch and replaces the latest only on an arrival from elsewhere", () => {
    const storage = memoryStorage();
    recordVisit(storage, visit({ search: "?utm_source=newsletter&utm_campaign=q4", referrer: "https://mail.example.com/inbox?x=1" }));
    const first = { referrerHost: "mail.example.com", utmSource: "newsletter", utmCampaign: "q4", landingPage: "/", language: "en", at: "2026-11-01T08:00:00.000Z" };
    expect(attributionForForm(storage)).toEqual({ first, latest: first });

    // A click inside the site, and a typed address: neither is a touch.
    recordVisit(storage, visit({ pathname: "/contact", referrer: "https://example.sa/", now: new Date("2026-11-02T08:00:00Z") }));
    recordVisit(storage, visit({ pathname: "/blog", now: new Date("2026-11-03T08:00:00Z") }));
    expect(attributionForForm(storage)).toEqual({ first, latest: first });

    // An arrival from another site replaces the latest; the first stays.
    recordVisit(storage, visit({ pathname: "/ar/services", referrer: "https://www.LinkedIn.com/feed/", language: "ar", now: new Date("2026-11-04T08:00:00Z") }));
    expect(attributionForForm(storage)).toEqual({
      first,
      latest: { referrerHost: "www.linkedin.com", landingPage: "/ar/services", language: "ar", at: "2026-11-04T08:00:00.000Z" },
    });
  });

  it("records a direct first visit as the first touch (landing page, language, time)", () => {
    const storage = memoryStorage();
    recordVisit(storage, visit({ pathname: "/ar/contact", language: "ar" }));
    expect(attributionForForm(storage).first).toEqual({ landingPage: "/ar/contact", language: "ar", at: "2026-11-01T08:00:00.000Z" });
  });

  it("keeps only the referrer's host, and no referrer of its own site or of another scheme", () => {
    expect(touchOf(visit({ referrer: "https://www.google.com/search?q=executive+search+riyadh" })).touch.referrerHost).toBe("www.google.com");
    expect(touchOf(visit({ referrer: "https://example.sa/blog" })).external).toBe(false);
    expect(touchOf(visit({ referrer: "android-app://com.slack/" })).touch.referrerHost).toBeUndefined();
    expect(touchOf(visit({ referrer: "not a url" })).touch.referrerHost).toBeUndefined();
  });

  it("bounds every field the way the server does, so the server keeps them", () => {
    const storage = memoryStorage();
    recordVisit(storage, visit({ pathname: `/${"p".repeat(900)}`, search: `?utm_source=${"s".repeat(300)}&utm_medium=${"😀".repeat(150)}&utm_campaign=%20%20` }));
    const { first } = attributionForForm(storage);
    expect(first?.landingPage).toHaveLength(500);
    expect(first?.utmSource).toHaveLength(100);
    expect(Array.from(first?.utmMedium ?? "")).toHaveLength(100);
    expect(first?.utmCampaign).toBeUndefined();
    expect(readAttribution({ attribution: attributionForForm(storage) })).toEqual(attributionForForm(storage));
  });

  it("ignores a garbled stored value and starts again", () => {
    const storage = memoryStorage();
    storage.items.set(ATTRIBUTION_STORAGE_KEY, "{not json");
    recordVisit(storage, visit({ search: "?utm_source=ads" }));
    expect(attributionForForm(storage).first).toMatchObject({ utmSource: "ads" });
    storage.items.set(ATTRIBUTION_STORAGE_KEY, JSON.stringify({ first: { utmSource: 42 }, latest: "x" }));
    expect(attributionForForm(storage)).toEqual({});
  });

  it("still gives the forms this visit's touch when storage is blocked or full", () => {
    const throwing: TouchStorage = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => recordVisit(throwing, visit({ search: "?utm_source=newsletter" }))).not.toThrow();
    expect(attributionForForm(throwing).first).toMatchObject({ utmSource: "newsletter", landingPage: "/" });
    resetTouchMemoryForTests();
    recordVisit(null, visit({ search: "?utm_medium=email" }));
    expect(attributionForForm(null).latest).toMatchObject({ utmMedium: "email" });
  });
});
