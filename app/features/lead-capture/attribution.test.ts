import { describe, expect, it } from "vitest";
import { readAttribution, readPrivacyNoticeVersion } from "./attribution";

describe("attribution of a public form", () => {
  it("keeps the first and latest touch's first-party fields", () => {
    const attribution = {
      first: { referrerHost: "www.google.com", utmSource: "newsletter", utmMedium: "email", utmCampaign: "q4", landingPage: "/ar/services", language: "ar", at: "2026-11-01T08:00:00.000Z" },
      latest: { referrerHost: "linkedin.com", landingPage: "/contact", language: "en" },
    };
    expect(readAttribution({ attribution })).toEqual(attribution);
  });

  it("drops garbled fields and touches instead of refusing the enquiry", () => {
    expect(readAttribution({ attribution: { first: { referrerHost: "evil host/<script>", utmSource: "x".repeat(500), landingPage: "https://elsewhere.example/", language: "fr" }, latest: "nope" } })).toEqual({});
    expect(readAttribution({ attribution: { first: { utmSource: "  ads  ", at: "yesterday" } } })).toEqual({ first: { utmSource: "ads" } });
    expect(readAttribution({ attribution: { first: { utmSource: "ads\ud800", utmMedium: "cpc" } } })).toEqual({ first: { utmMedium: "cpc" } });
    expect(readAttribution({})).toEqual({});
    expect(readAttribution(null)).toEqual({});
    expect(readAttribution({ attribution: 42 })).toEqual({});
  });

  it("reads a privacy-notice version that looks like one", () => {
    expect(readPrivacyNoticeVersion({ privacyNoticeVersion: "2026-11-25.1" })).toBe("2026-11-25.1");
    expect(readPrivacyNoticeVersion({ privacyNoticeVersion: "<b>" })).toBeNull();
    expect(readPrivacyNoticeVersion({})).toBeNull();
  });
});
