import { describe, expect, it } from "vitest";
import {
  composeConsultationMessage,
  composeConsultationPayload,
  composeContactPayload,
  composeInquiryMessage,
  composeInquiryPayload,
} from "./compose-lead-message";

const en = { phone: "Phone", preferredDate: "Preferred date", notSpecified: "Not specified" };
const ar = { phone: "الهاتف", preferredDate: "التاريخ المفضل", notSpecified: "غير محدد" };

describe("inquiry message", () => {
  it("puts the phone first, then the needs summary", () => {
    expect(composeInquiryMessage({ phone: "+966 50 123 4567", needSummary: "A CFO for our retail arm." }, en)).toBe(
      "Phone: +966 50 123 4567\n\nA CFO for our retail arm.",
    );
  });

  it("sends the chosen service's id, or `other` for a general inquiry, and never a company", () => {
    const values = { fullName: "Sara", email: "s@example.sa", phone: "0501234567", needSummary: "Board search for 2026." };
    expect(composeInquiryPayload({ ...values, service: "executive-search" }, { phone: "Phone" })).toEqual({
      fullName: "Sara",
      email: "s@example.sa",
      company: null,
      service: "executive-search",
      message: "Phone: 0501234567\n\nBoard search for 2026.",
    });
    expect(composeInquiryPayload(values, { phone: "الهاتف" })).toMatchObject({
      service: "other",
      message: "الهاتف: 0501234567\n\nBoard search for 2026.",
    });
  });
});

describe("consultation message", () => {
  const values = { fullName: "Omar", email: "o@example.com", company: "", phone: "+966 55 000 1111", businessNeeds: "Succession for the CEO.", preferredDate: "" };

  it("is the phone, then the preferred date or 'Not specified', then the business needs", () => {
    expect(composeConsultationMessage({ ...values, preferredDate: "2026-03-01" }, en)).toBe(
      "Phone: +966 55 000 1111\nPreferred date: 2026-03-01\n\nSuccession for the CEO.",
    );
    expect(composeConsultationMessage(values, en)).toBe("Phone: +966 55 000 1111\nPreferred date: Not specified\n\nSuccession for the CEO.");
    expect(composeConsultationMessage(values, ar)).toBe("الهاتف: +966 55 000 1111\nالتاريخ المفضل: غير محدد\n\nSuccession for the CEO.");
  });

  it("sends the consultation's id in both languages and null for an empty company", () => {
    expect(composeConsultationPayload(values, en)).toMatchObject({ service: "consultation", company: null });
    expect(composeConsultationPayload({ ...values, company: " Najd Holding " }, ar)).toMatchObject({ service: "consultation", company: "Najd Holding" });
  });
});

describe("contact payload", () => {
  it("sends the fields as typed, company null when empty, privacy only when the form has it", () => {
    const values = { fullName: "Layla", email: "l@example.com", company: "", service: "market-entry", message: "Entering KSA in 2026.", privacy: true };
    expect(composeContactPayload(values)).toEqual({ fullName: "Layla", email: "l@example.com", company: null, service: "market-entry", message: "Entering KSA in 2026.", privacy: true });
    expect(composeContactPayload({ ...values, privacy: undefined })).not.toHaveProperty("privacy");
  });
});
