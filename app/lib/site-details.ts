/**
 * The firm's contact details and the advisor's photo as the root data carries
 * them to every page (decision 022), resolved once per request from the
 * dashboard's site content (features/site-content/resolve-site-details.server.ts).
 */

/** What the public pages show; null = not filled in, so not shown. */
export interface ContactDetails {
  email: string | null;
  phone: { display: string; href: string } | null;
  whatsapp: { display: string; href: string } | null;
  address: string | null;
  mapUrl: string | null;
}

export interface SiteDetails {
  contact: ContactDetails;
  /** Site path of the uploaded photo of the advisor on /connect. */
  advisorPhoto: string | null;
}
