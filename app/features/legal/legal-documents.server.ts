import type { Lang } from "~/i18n/locales";
import { cookiePolicyAr } from "./content/cookie-policy.ar";
import { cookiePolicyEn } from "./content/cookie-policy.en";
import { privacyPolicyAr } from "./content/privacy-policy.ar";
import { privacyPolicyEn } from "./content/privacy-policy.en";
import { termsOfServiceAr } from "./content/terms-of-service.ar";
import { termsOfServiceEn } from "./content/terms-of-service.en";
import type { LegalDocument, LegalPageId } from "./legal-document";

/** Every legal page in both languages. Server-only: a page receives just its own document. */
export const legalDocuments: Record<LegalPageId, Record<Lang, LegalDocument>> = {
  "privacy-policy": { en: privacyPolicyEn, ar: privacyPolicyAr },
  "terms-of-service": { en: termsOfServiceEn, ar: termsOfServiceAr },
  "cookie-policy": { en: cookiePolicyEn, ar: cookiePolicyAr },
};
