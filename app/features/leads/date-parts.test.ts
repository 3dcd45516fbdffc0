import { describe, expect, it } from "vitest";
import { consultationSchema } from "./consultation.schema";
import { datePartName, joinDateParts } from "./date-parts";

describe("joinDateParts", () => {
  it("gives the ISO date of three chosen parts, nothing for none, and zeros for a part left out (which the schema refuses)", () => {
    expect(joinDateParts({ year: "2027", month: "03", day: "05" })).toBe("2027-03-05");
    expect(joinDateParts({})).toBe("");
    expect(joinDateParts({ year: "", month: "03", day: "" })).toBe("0000-03-00");
    const base = { fullName: "Reem", email: "reem@example.sa", phone: "0501112222", businessNeeds: "A review of our leadership team." };
    expect(consultationSchema.safeParse({ ...base, preferredDate: joinDateParts({ month: "03" }) }).success).toBe(false);
    expect(consultationSchema.safeParse({ ...base, preferredDate: joinDateParts({ year: "2027", month: "02", day: "30" }) }).success).toBe(false);
    expect(consultationSchema.safeParse({ ...base, preferredDate: joinDateParts({ year: "2027", month: "02", day: "28" }) }).success).toBe(true);
  });

  it("names each list after its field", () => {
    expect(datePartName("preferredDate", "day")).toBe("preferredDate-day");
  });
});
