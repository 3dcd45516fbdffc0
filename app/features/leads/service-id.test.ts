import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtInCatalogs } from "~/i18n/built-in-catalogs";
import { connectServices } from "./contact-services";
import { LEGACY_SERVICE_LABELS, toServiceId } from "./service-id";

const catalogs = builtInCatalogs();

describe("toServiceId", () => {
  it("keeps every known id", () => {
    for (const id of connectServices) expect(toServiceId(id)).toBe(id);
    expect(toServiceId(" market-entry ")).toBe("market-entry");
  });

  it("maps the names the dialogs used to send, in both languages, to one id", () => {
    expect(toServiceId("Executive Search")).toBe("executive-search");
    expect(toServiceId("البحث التنفيذي")).toBe("executive-search");
    expect(toServiceId("Free Consultation Request")).toBe("consultation");
    expect(toServiceId("طلب استشارة مجانية")).toBe("consultation");
    expect(toServiceId("Service Inquiry")).toBe("other");
    expect(toServiceId("خدماتنا")).toBe("other");
  });

  it("refuses anything else", () => {
    expect(toServiceId("")).toBeNull();
    expect(toServiceId("Executive-Search")).toBeNull();
    expect(toServiceId("<script>")).toBeNull();
  });

  it("knows every service name the contact form shows today", () => {
    for (const lang of ["en", "ar"] as const) {
      for (const id of connectServices) {
        const name = (catalogs[lang] as Record<string, string>)[`leads.service.${id}`];
        if (name in LEGACY_SERVICE_LABELS) expect(LEGACY_SERVICE_LABELS[name]).toBe(id);
      }
    }
  });

  // Here rather than beside the migration's other test (db/seed): db/ imports nothing from app/ (decision 025).
  it("data migration 0005 maps every service name the server still accepts to the same id", () => {
    const migration = readFileSync(new URL("../../../drizzle/0005_service-ids-and-arabic-author-names.sql", import.meta.url), "utf8");
    for (const [label, id] of Object.entries(LEGACY_SERVICE_LABELS)) expect(migration).toContain(`WHEN '${label}' THEN '${id}'`);
  });
});
