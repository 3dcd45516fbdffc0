import { describe, expect, it } from "vitest";
import { resultsEmailNote } from "./results-email-note";

describe("resultsEmailNote", () => {
  const email = "layla@example.sa";

  it("promises a copy only once the save has answered that it is queued on a server that sends e-mail", () => {
    expect(resultsEmailNote({ status: "saving" }, email)).toBeNull();
    expect(resultsEmailNote({ status: "saved", resultsEmail: "queued" }, email)).toBe("onItsWay");
  });

  it("never says a copy is on its way when the save failed", () => {
    expect(resultsEmailNote({ status: "failed", message: "Please wait a moment, then send again." }, email)).toBe("saveFailed");
    expect(resultsEmailNote({ status: "failed", message: "x" }, "")).toBe("saveFailed");
  });

  it("says the copy cannot be e-mailed when the server has no mail delivery", () => {
    expect(resultsEmailNote({ status: "saved", resultsEmail: "notConfigured" }, email)).toBe("mailUnavailable");
    // The address had its copies for the day: nothing was queued, so nothing is promised.
    expect(resultsEmailNote({ status: "saved", resultsEmail: "limited" }, email)).toBe("mailUnavailable");
  });

  it("says nothing about e-mail without an address", () => {
    expect(resultsEmailNote({ status: "saved", resultsEmail: "none" }, "")).toBeNull();
    expect(resultsEmailNote({ status: "saved", resultsEmail: "queued" }, null)).toBeNull();
  });
});
