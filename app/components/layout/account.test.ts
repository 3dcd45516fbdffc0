import { describe, expect, it } from "vitest";
import { accountInitial, accountName, canOpenDashboard } from "./account";

describe("account helpers", () => {
  it("names the account by its full name, else its username", () => {
    expect(accountName({ fullName: "Noura Al-Saud", username: "noura" })).toBe("Noura Al-Saud");
    expect(accountName({ fullName: "   ", username: "noura" })).toBe("noura");
    expect(accountName({ fullName: null, username: "noura" })).toBe("noura");
  });

  it("puts the first letter of the name on the badge, Arabic included", () => {
    expect(accountInitial({ fullName: null, username: "noura" })).toBe("N");
    expect(accountInitial({ fullName: "  نورة السعود", username: "noura" })).toBe("ن");
  });

  it("offers the dashboard to administrators only", () => {
    expect(canOpenDashboard({ role: "admin" })).toBe(true);
    expect(canOpenDashboard({ role: "user" })).toBe(false);
  });
});
