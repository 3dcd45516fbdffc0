import { localizePath, type Lang } from "~/i18n/locales";

/** Where "Book a Consultation" leads: the booking page when configured, otherwise the contact page in the reader's language. */
export function consultationUrl(options: { booking: string | null; publicUrl: string; lang: Lang }): string {
  return options.booking ?? `${options.publicUrl.replace(/\/+$/, "")}${localizePath("/contact", options.lang)}`;
}

/** The results PDF's file name, the same in both languages. */
export const LEADERSHIP_REPORT_FILENAME = "leadership-assessment-results.pdf";
