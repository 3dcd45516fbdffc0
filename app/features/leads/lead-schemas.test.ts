import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { consultationSchema, isCalendarDate } from "./consultation.schema";
import { connectFormSchema, contactFormSchema } from "./contact-form.schema";
import { contactSubmissionSchema } from "./contact-submission.schema";
import { inquirySchema } from "./inquiry.schema";

const catalogs = builtInCatalogs();

/** Field → English text of the first error, as the visitor would read it. */
function englishErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join(".");
    errors[field] ??= catalogs.en[issue.message] ?? `UNTRANSLATED ${issue.message}`;
  }
  return errors;
}

const arabicName = "عبدالرحمن بن عبدالعزيز آل سعود";

describe("inquiry schema", () => {
  const valid = { fullName: "Sara Al-Qahtani", email: "sara@example.sa", phone: "+966 50 123 4567", needSummary: "We need a new CFO by Q3." };

  it("accepts a complete inquiry, with or without a service", () => {
    expect(inquirySchema.safeParse(valid).success).toBe(true);
    expect(inquirySchema.safeParse({ ...valid, service: "Executive Search" }).success).toBe(true);
  });

  it("gives the spec's message for each field", () => {
    expect(englishErrors(inquirySchema.safeParse({ fullName: "S", email: "nope", phone: "12345", needSummary: "short" }))).toEqual({
      fullName: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
      needSummary: "Please provide a brief summary of your needs.",
    });
  });

  it("gives the same messages for missing fields", () => {
    expect(Object.values(englishErrors(inquirySchema.safeParse({})))).toEqual([
      "Name must be at least 2 characters.",
      "Please enter a valid email address.",
      "Please enter a valid phone number.",
      "Please provide a brief summary of your needs.",
    ]);
  });

  it("counts characters after trimming", () => {
    expect(englishErrors(inquirySchema.safeParse({ ...valid, fullName: "  S  ", needSummary: "   short   " }))).toEqual({
      fullName: "Name must be at least 2 characters.",
      needSummary: "Please provide a brief summary of your needs.",
    });
  });

  it("accepts Arabic names, Saudi numbers and Arabic-Indic digits", () => {
    for (const phone of ["+966501234567", "+966 (50) 123-4567", "0501234567", "٠٥٠١٢٣٤٥٦٧"]) {
      expect(inquirySchema.safeParse({ ...valid, fullName: arabicName, phone }).success, phone).toBe(true);
    }
  });

  it("refuses a phone with letters, and overlong fields with their own messages", () => {
    expect(englishErrors(inquirySchema.safeParse({ ...valid, phone: "call me maybe" }))).toEqual({ phone: "Please enter a valid phone number." });
    expect(englishErrors(inquirySchema.safeParse({ ...valid, fullName: "ن".repeat(121), needSummary: "x".repeat(5_001) }))).toEqual({
      fullName: "Name must be 120 characters or fewer.",
      needSummary: "Please keep this to 5,000 characters or fewer.",
    });
    expect(inquirySchema.safeParse({ ...valid, fullName: "ن".repeat(120) }).success).toBe(true);
  });
});

describe("consultation schema", () => {
  const valid = { fullName: "Omar", email: "omar@example.com", phone: "+966 55 000 1111", businessNeeds: "Succession plan for our board." };

  it("accepts it without company and date, and with them", () => {
    expect(consultationSchema.safeParse(valid).success).toBe(true);
    expect(consultationSchema.safeParse({ ...valid, company: "", preferredDate: "" }).success).toBe(true);
    expect(consultationSchema.safeParse({ ...valid, company: "Najd Holding", preferredDate: "2026-03-01" }).success).toBe(true);
  });

  it("gives the spec's business-needs message and refuses an impossible date", () => {
    expect(englishErrors(consultationSchema.safeParse({ ...valid, businessNeeds: "help", preferredDate: "2026-02-30" }))).toEqual({
      businessNeeds: "Please provide a brief description of your business needs.",
      preferredDate: "Please choose a valid date.",
    });
  });

  it("knows calendar dates", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("01/02/2027")).toBe(false);
  });
});

describe("contact form schema", () => {
  const valid = { fullName: "Layla", email: "layla@example.com", company: "", service: "executive-search", message: "We are hiring a COO.", privacy: true };

  it("accepts a complete message", () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
  });

  it("gives the spec's message for each field", () => {
    expect(englishErrors(contactFormSchema.safeParse({ fullName: "L", email: "layla@", company: "", service: "", message: "Hi", privacy: false }))).toEqual({
      fullName: "Name must be at least 2 characters long",
      email: "Please enter a valid email address",
      service: "Please select a service",
      message: "Message must be at least 10 characters long",
      privacy: "You must agree to the privacy policy",
    });
  });

  it("offers the consultation service only on /connect, which asks for no privacy tick", () => {
    expect(englishErrors(contactFormSchema.safeParse({ ...valid, service: "consultation" }))).toEqual({ service: "Please select a service" });
    expect(connectFormSchema.safeParse({ ...valid, service: "consultation", privacy: false }).success).toBe(true);
    expect(englishErrors(connectFormSchema.safeParse({ ...valid, service: "" }))).toEqual({ service: "Please select a service" });
  });
});

describe("contact submission schema (the API body)", () => {
  const valid = { fullName: arabicName, email: "lead@example.sa", company: null, service: "consultation", message: "Phone: +966 50\n\nNeeds", startedAt: 1, sentAt: 5_000 };

  it("accepts the dialogs' composed payloads and turns an empty company into null", () => {
    const parsed = contactSubmissionSchema.parse({ ...valid, company: "" });
    expect(parsed.company).toBeNull();
    expect(contactSubmissionSchema.parse({ ...valid, company: "  Najd  " }).company).toBe("Najd");
  });

  it("uses catalog keys that exist in both languages", () => {
    const result = contactSubmissionSchema.safeParse({ fullName: 1, email: "x", service: "", message: "" });
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues.filter((i) => ["fullName", "email", "service", "message"].includes(String(i.path[0])))) {
      expect(catalogs.en[issue.message], issue.message).toBeDefined();
      expect(catalogs.ar[issue.message], issue.message).toBeDefined();
    }
  });
});
