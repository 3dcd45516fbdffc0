import type { ContactDetails, SiteDetails } from "~/lib/site-details";

/**
 * Site-content items that are data rather than copy (decision 022): the
 * firm's contact details and the advisor's photo. They live in the same
 * table and dashboard tab as the texts, but they are validated by kind, are
 * empty until the firm fills them in (an empty one is not shown at all), and
 * never reach the page as catalog messages.
 */
export const siteDetailKeys = {
  email: "contact.email",
  phone: "contact.phone",
  whatsapp: "contact.whatsapp",
  address: "contact.address",
  mapUrl: "contact.mapUrl",
  advisorPhoto: "connect.advisor.photo",
} as const;

export type SiteDetailKey = (typeof siteDetailKeys)[keyof typeof siteDetailKeys];

const detailKeySet: ReadonlySet<string> = new Set(Object.values(siteDetailKeys));

export function isSiteDetailKey(key: string): key is SiteDetailKey {
  return detailKeySet.has(key);
}

/** Only the address is written per language; the others are one value shown on both languages' pages. */
export function isPerLanguageDetail(key: SiteDetailKey): boolean {
  return key === siteDetailKeys.address;
}

/** What the dashboard's edit form offers for a detail. */
export type SiteDetailKind = "email" | "phone" | "whatsapp" | "address" | "url" | "image";

export const siteDetailKinds: Record<SiteDetailKey, SiteDetailKind> = {
  "contact.email": "email",
  "contact.phone": "phone",
  "contact.whatsapp": "whatsapp",
  "contact.address": "address",
  "contact.mapUrl": "url",
  "connect.advisor.photo": "image",
};

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

/** Spaces, dashes, dots and brackets are how people write numbers; only the digits and a leading + matter. */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, "");
}

export function isPhoneNumber(value: string): boolean {
  const digits = phoneDigits(value).length;
  return PHONE_SHAPE.test(value) && digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** An https address with a real host name and no credentials in it; null otherwise. */
export function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/** `https://wa.me/966501234567` or `https://api.whatsapp.com/send?phone=966501234567` → the digits. */
export function whatsappLinkDigits(value: string): string | null {
  const url = httpsUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const digits =
    host === "wa.me" ? url.pathname.replace(/^\/+|\/+$/g, "") : host === "api.whatsapp.com" || host === "www.whatsapp.com" ? (url.searchParams.get("phone") ?? "") : "";
  return /^\d+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS ? digits : null;
}

/** `+966 11 234 5678` → `tel:+966112345678`. */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${phoneDigits(phone)}`;
}

/** A number (`+966 50 123 4567`) or a WhatsApp link → `https://wa.me/966501234567`; null when it is neither. */
export function whatsappHref(value: string): string | null {
  const trimmed = value.trim();
  const digits = isPhoneNumber(trimmed) ? phoneDigits(trimmed) : whatsappLinkDigits(trimmed);
  return digits ? `https://wa.me/${digits}` : null;
}

// The shapes the root data carries live in lib (decision 027: resolved once per request into the root data); the feature fills them.
export type { ContactDetails, SiteDetails } from "~/lib/site-details";

export const noSiteDetails: SiteDetails = {
  contact: { email: null, phone: null, whatsapp: null, address: null, mapUrl: null },
  advisorPhoto: null,
};

export function hasContactDetails(contact: ContactDetails): boolean {
  return Object.values(contact).some((v) => v !== null);
}
