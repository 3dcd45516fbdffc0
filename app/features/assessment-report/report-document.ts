import type { Lang } from "~/i18n/locales";

/**
 * What a results PDF shows, already in the reader's language. The assessments
 * build one from their (server-recomputed) results and translated texts;
 * `renderReportPdf` (render-report-pdf.server.ts) lays it out.
 */
export interface ReportDocument {
  lang: Lang;
  /** The firm's name, shown in the header of every page. */
  firmName: string;
  /** e.g. "Leadership Future-Readiness Assessment". */
  title: string;
  /** e.g. the taker's name and company; optional lines under the title. */
  subtitleLines?: string[];
  /** Already formatted in the reader's language (Intl long date). */
  dateText: string;
  /** The headline score, e.g. 42 of 50, or 78.5 of 100 (%). */
  score: {
    value: number;
    max: number;
    /** Text shown in the circle/box, e.g. "42 / 50" or "78.50%". */
    display: string;
    /** e.g. "Future-Ready", with its traffic-light tone. */
    label: string;
    tone: "green" | "yellow" | "red";
    /** Optional caption above the label, e.g. "Your score". */
    caption?: string;
  };
  sections: ReportSection[];
  /** Closing lines: contact invitation, web address. */
  footerLines?: string[];
  /** Each page's number, with `{page}` and `{count}`: "Page {page} of {count}", «صفحة {page} من {count}». */
  pageNumber: string;
}

/** The firm's contact details as the dashboard has them (Site Content, contact); null = not filled in, not printed. */
export interface ReportContact {
  email: string | null;
  phone: string | null;
}

/** A partner the PDF names beside the contact details, in one language. */
export interface ReportContactPartner {
  name: string;
  title: string;
}

/** The partner per language; a language without one prints the contact details alone. */
export type ReportContactPartners = Partial<Record<Lang, ReportContactPartner>>;

export type ReportSection =
  /** `keepTogether`: never split across pages (a short block such as the contact details). */
  | { kind: "paragraphs"; heading: string; paragraphs: string[]; keepTogether?: boolean }
  | { kind: "bullets"; heading: string; items: string[] }
  /** Bars such as category percentages: 0..100 with a tone and a short rating text. */
  | {
      kind: "bars";
      heading: string;
      rows: {
        label: string;
        percent: number;
        tone: "green" | "yellow" | "red";
        note?: string;
        /** Shown instead of the percent formatted for the document's language (e.g. "78.5%"). */
        percentText?: string;
      }[];
    }
  /** Advice per area: the area, its rating in its tone, and what to do. */
  | { kind: "advice"; heading: string; rows: { label: string; note: string; tone: "green" | "yellow" | "red"; text: string }[] }
  /** Question-and-answer list, e.g. the ten questions and the chosen option. */
  | { kind: "answers"; heading: string; rows: { question: string; answer: string }[] };
