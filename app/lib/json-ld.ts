import { scriptSafeJson } from "./script-safe-json";
import type { ContactDetails } from "~/lib/site-details";

/**
 * Structured data for search engines (schema.org in JSON-LD): the firm as an
 * Organization on the home page, each article as a BlogPosting, each team
 * member's page as a Person who works for that Organization.
 */
export type JsonLd = Record<string, unknown>;

/**
 * JSON safe to place inside `<script>`: `<` is escaped so text such as
 * `</script>` in a title cannot end the element, and so are the two line
 * separators that older parsers treat as line ends.
 */
export function serializeJsonLd(data: JsonLd): string {
  return scriptSafeJson(data);
}

/** `https://x.sa` + `/images/a.svg` → absolute; absolute URLs stay as they are. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`).href;
}

export interface OrganizationInput {
  /** The firm's name in the page's language (catalog key `brand.name`). */
  name: string;
  publicUrl: string;
  description?: string;
  /** The firm's page on the professional network, when configured. */
  professionalNetworkUrl?: string | null;
  /** Contact details filled in on the dashboard (decision 022); each is left out while empty. */
  contact?: {
    email: string | null;
    /** A `tel:` link. */
    phoneHref: string | null;
    /** The office address in the page's language. */
    address: string | null;
    mapUrl: string | null;
  };
}

export function organizationJsonLd({ name, publicUrl, description, professionalNetworkUrl, contact }: OrganizationInput): JsonLd {
  const address = { "@type": "PostalAddress", ...(contact?.address ? { streetAddress: contact.address } : {}), addressLocality: "Riyadh", addressCountry: "SA" };
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: absoluteUrl(publicUrl, "/"),
    logo: absoluteUrl(publicUrl, "/favicon.svg"),
    ...(description ? { description } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.phoneHref ? { telephone: contact.phoneHref.replace(/^tel:/, "") } : {}),
    address,
    ...(contact?.mapUrl ? { location: { "@type": "Place", address, hasMap: contact.mapUrl } } : {}),
    ...(professionalNetworkUrl ? { sameAs: [professionalNetworkUrl] } : {}),
  };
}

export interface BlogPostingInput {
  /** The article's address in the page's language. */
  url: string;
  headline: string;
  description: string;
  /** One image, or several, the first the one to prefer. */
  image: string | readonly string[];
  datePublished: string;
  dateModified: string;
  author: string;
  publisherName: string;
  publicUrl: string;
  /** `en` or `ar`. */
  inLanguage: string;
}

export function blogPostingJsonLd(input: BlogPostingInput): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.headline,
    description: input.description,
    image: (typeof input.image === "string" ? [input.image] : input.image).map((image) => absoluteUrl(input.publicUrl, image)),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: { "@type": "Person", name: input.author },
    publisher: {
      "@type": "Organization",
      name: input.publisherName,
      logo: { "@type": "ImageObject", url: absoluteUrl(input.publicUrl, "/favicon.svg") },
    },
    inLanguage: input.inLanguage,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
  };
}

/** The JSON-LD's view of the dashboard's contact details. */
export function organizationContact(contact: ContactDetails): NonNullable<OrganizationInput["contact"]> {
  return { email: contact.email, phoneHref: contact.phone?.href ?? null, address: contact.address, mapUrl: contact.mapUrl };
}

export interface PersonInput {
  /** The person's page in the page's language. */
  url: string;
  name: string;
  jobTitle: string;
  /** A site path of the portrait, or null. */
  image: string | null;
  description?: string;
  linkedinUrl: string | null;
  email: string | null;
  knowsAbout: readonly string[];
  knowsLanguage: readonly string[];
  /** The firm, as the home page describes it. */
  worksFor: OrganizationInput;
}

export function personJsonLd(input: PersonInput): JsonLd {
  const { "@context": _context, ...organization } = organizationJsonLd(input.worksFor);
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": input.url,
    url: input.url,
    name: input.name,
    ...(input.jobTitle ? { jobTitle: input.jobTitle } : {}),
    ...(input.image ? { image: absoluteUrl(input.worksFor.publicUrl, input.image) } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.linkedinUrl ? { sameAs: [input.linkedinUrl] } : {}),
    ...(input.knowsAbout.length > 0 ? { knowsAbout: [...input.knowsAbout] } : {}),
    ...(input.knowsLanguage.length > 0 ? { knowsLanguage: [...input.knowsLanguage] } : {}),
    worksFor: organization,
  };
}
