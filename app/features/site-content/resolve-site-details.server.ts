import type { Lang } from "~/i18n/locales";
import { overrideText, type ContentOverride } from "~/i18n/translate";
import { siteDetailSchemas } from "./site-detail.schema";
import { isPerLanguageDetail, isPhoneNumber, siteDetailKeys, telHref, whatsappHref, type SiteDetailKey, type SiteDetails } from "./site-details";

/**
 * The details a page in `lang` shows. A stored value that does not pass its
 * schema (written before the rule, or straight into the database) is left
 * out rather than shown as a broken link.
 */
export function resolveSiteDetails(lang: Lang, overrides: readonly ContentOverride[]): SiteDetails {
  const value = (key: SiteDetailKey): string | null => {
    const item = overrides.find((o) => o.key === key);
    const text = item ? overrideText(isPerLanguageDetail(key) ? lang : "en", item) : undefined;
    if (!text) return null;
    const parsed = siteDetailSchemas[key].safeParse(text);
    return parsed.success && parsed.data !== "" ? parsed.data : null;
  };
  const phone = value(siteDetailKeys.phone);
  const whatsapp = value(siteDetailKeys.whatsapp);
  const whatsappLink = whatsapp ? whatsappHref(whatsapp) : null;
  return {
    contact: {
      email: value(siteDetailKeys.email),
      phone: phone ? { display: phone, href: telHref(phone) } : null,
      whatsapp: whatsapp && whatsappLink ? { display: isPhoneNumber(whatsapp) ? whatsapp : `+${whatsappLink.slice("https://wa.me/".length)}`, href: whatsappLink } : null,
      address: value(siteDetailKeys.address),
      mapUrl: value(siteDetailKeys.mapUrl),
    },
    advisorPhoto: value(siteDetailKeys.advisorPhoto),
  };
}

