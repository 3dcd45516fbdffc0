import { describe, expect, it } from "vitest";
import { callHref, internationalDigits, whatsappChatHref } from "./lead-phone-links";

describe("a visitor's phone number as the dashboard dials it", () => {
  it("keeps a number written with its country code", () => {
    expect(internationalDigits("+966 50 123 4567")).toBe("966501234567");
    expect(internationalDigits("+44 (20) 7946-0958")).toBe("442079460958");
    expect(internationalDigits("00966 50 123 4567")).toBe("966501234567");
  });

  it("takes a number without a country code as Saudi", () => {
    expect(internationalDigits("050 123 4567")).toBe("966501234567");
    expect(internationalDigits("011 234 5678")).toBe("966112345678");
    expect(internationalDigits("50 123 4567")).toBe("966501234567");
  });

  it("reads Arabic-Indic digits", () => {
    expect(internationalDigits("٠٥٠١٢٣٤٥٦٧")).toBe("966501234567");
    expect(internationalDigits("+۹۶۶۵۰۱۲۳۴۵۶۷")).toBe("966501234567");
  });

  it("refuses what is not a phone number", () => {
    expect(internationalDigits("12345")).toBeNull();
    expect(internationalDigits("call me")).toBeNull();
    expect(internationalDigits("+1234567890123456")).toBeNull();
    expect(callHref("n/a")).toBeNull();
    expect(whatsappChatHref("")).toBeNull();
  });

  it("makes the call and WhatsApp links", () => {
    expect(callHref("0501234567")).toBe("tel:+966501234567");
    expect(whatsappChatHref("+966 50 123 4567")).toBe("https://wa.me/966501234567");
  });
});
