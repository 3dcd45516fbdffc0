import type { LeadAttribution, LeadTouch } from "#db/schema";

/**
 * First-party attribution in the browser (issue 14 item 4, decision 030): the
 * first and the latest touch — where the visitor came from (the referring
 * site's host, never its address), the utm_* of the link, the landing page's
 * path, the page's language and the time — kept in this site's localStorage.
 * No cookie, no third party; it leaves the browser only in the body of a form
 * the visitor sends (`attribution`), and the privacy policy says so.
 *
 * The first touch is set once. The latest is replaced only by an arrival
 * that says where it came from (another site's referrer or utm_*), not by
 * clicks inside the site or a typed address. When storage is blocked or full,
 * the touch of this visit is kept in memory so the forms still send it.
 */
export const ATTRIBUTION_STORAGE_KEY = "lead-attribution";

/** The same bounds the server keeps (attribution.ts). */
const LIMITS = { referrerHost: 253, utm: 100, landingPage: 500 } as const;

export interface Visit {
  /** The page arrived at: `location.pathname` and `location.search`. */
  pathname: string;
  search: string;
  /** `document.referrer`, possibly empty. */
  referrer: string;
  /** This site's host (`location.host`): a referrer from it is no touch. */
  host: string;
  language: "en" | "ar";
  now: Date;
}

/** The parts of `Storage` used, so a test can hand in one that throws. */
export type TouchStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * This visit's touch when storage is blocked. Kept on the page's global
 * object, not in the module: the boot script that notes the arrival and the
 * React app whose forms send it are separate bundles (decision 040).
 */
const MEMORY = Symbol.for("lead-attribution");
type MemoryHolder = { [MEMORY]?: LeadAttribution };
const memory = (): LeadAttribution => (globalThis as MemoryHolder)[MEMORY] ?? {};
const remember = (attribution: LeadAttribution): void => {
  (globalThis as MemoryHolder)[MEMORY] = attribution;
};
/** On `<html>`: the privacy notice the page in front of the visitor was rendered with (app/root.tsx writes it). */
export const PRIVACY_NOTICE_ATTRIBUTE = "data-privacy-notice";

const bounded = (value: string | null | undefined, max: number): string | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  // A cut must not split a surrogate pair: the server drops a malformed string.
  return Array.from(text).slice(0, max).join("") || undefined;
};

function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.host === ownHost) return undefined;
    const host = url.hostname.toLowerCase();
    return /^[a-z0-9.-]+$/.test(host) ? bounded(host, LIMITS.referrerHost) : undefined;
  } catch {
    return undefined;
  }
}

/** The touch of one arrival, and whether it says where the visitor came from. */
export function touchOf(visit: Visit): { touch: LeadTouch; external: boolean } {
  const params = new URLSearchParams(visit.search);
  const touch: LeadTouch = {
    referrerHost: referrerHostOf(visit.referrer, visit.host),
    utmSource: bounded(params.get("utm_source"), LIMITS.utm),
    utmMedium: bounded(params.get("utm_medium"), LIMITS.utm),
    utmCampaign: bounded(params.get("utm_campaign"), LIMITS.utm),
    landingPage: bounded(visit.pathname.startsWith("/") ? visit.pathname : `/${visit.pathname}`, LIMITS.landingPage),
    language: visit.language,
    at: visit.now.toISOString(),
  };
  const external = Boolean(touch.referrerHost || touch.utmSource || touch.utmMedium || touch.utmCampaign);
  return { touch: withoutEmpty(touch), external };
}

function withoutEmpty(touch: LeadTouch): LeadTouch {
  return Object.fromEntries(Object.entries(touch).filter(([, value]) => value !== undefined)) as LeadTouch;
}

function isTouch(value: unknown): value is LeadTouch {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((field) => typeof field === "string" && field.length <= LIMITS.landingPage);
}

function read(storage: TouchStorage | null): LeadAttribution {
  if (!storage) return memory();
  try {
    const raw = storage.getItem(ATTRIBUTION_STORAGE_KEY);
    if (!raw) return memory();
    const parsed = JSON.parse(raw) as { first?: unknown; latest?: unknown };
    return {
      ...(isTouch(parsed.first) && { first: parsed.first }),
      ...(isTouch(parsed.latest) && { latest: parsed.latest }),
    };
  } catch {
    return memory();
  }
}

/** Notes an arrival: the first touch once, the latest when the arrival came from somewhere. */
export function recordVisit(storage: TouchStorage | null, visit: Visit): LeadAttribution {
  const stored = read(storage);
  const { touch, external } = touchOf(visit);
  let next = stored;
  if (!stored.first) next = { first: touch, latest: touch };
  else if (external) next = { ...stored, latest: touch };
  if (next === stored) return stored;
  remember(next);
  try {
    storage?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked: this visit's touch stays in memory for the forms of this page.
  }
  return next;
}

/** What a form sends as `attribution`: the kept touches, `{}` when there are none. */
export function attributionForForm(storage: TouchStorage | null): LeadAttribution {
  const { first, latest } = read(storage);
  return { ...(first && { first }), ...(latest && { latest }) };
}

/** The browser's localStorage, or null where touching it throws (blocked by the visitor's settings). */
export function browserStorage(): TouchStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Called once per page load in the browser (app/islands/boot.ts), with or without React on the page. */
export function recordArrival(language: "en" | "ar"): void {
  recordVisit(browserStorage(), {
    pathname: window.location.pathname,
    search: window.location.search,
    referrer: document.referrer,
    host: window.location.host,
    language,
    now: new Date(),
  });
}

/** The privacy notice the page shows (the root loader's `privacyNoticeVersion`, on `<html>`), or null. */
function shownPrivacyNoticeVersion(): number | null {
  if (typeof document === "undefined") return null;
  const version = Number(document.documentElement.getAttribute(PRIVACY_NOTICE_ATTRIBUTE));
  return Number.isInteger(version) && version > 0 ? version : null;
}

/**
 * The extra fields every public form's request carries (issue 14 items 4
 * and 8): the touches, and the privacy notice the page showed, which the
 * visitor accepts by sending.
 */
export function leadFormExtras(): { attribution: LeadAttribution; privacyNoticeVersion?: number } {
  const version = shownPrivacyNoticeVersion();
  return { attribution: attributionForForm(browserStorage()), ...(version ? { privacyNoticeVersion: version } : {}) };
}

/**
 * A lead form the browser sends itself (before its island woke; the form
 * carries the page's `formToken`) takes the touches along as `attribution`
 * (JSON), as the island would in its API call. The `formdata` event fires only
 * when the browser builds the form's data, so a form React sends is untouched.
 */
export function sendAttributionWithPosts(doc: Document = document): void {
  doc.addEventListener(
    "formdata",
    (event) => {
      const data = (event as FormDataEvent).formData;
      if (!data.has("formToken") || data.has("attribution")) return;
      const attribution = attributionForForm(browserStorage());
      if (attribution.first || attribution.latest) data.set("attribution", JSON.stringify(attribution));
    },
    true,
  );
}

/** For tests: forget the in-memory copy. */
export function resetTouchMemoryForTests(): void {
  remember({});
}
