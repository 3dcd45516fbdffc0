import { describe, expect, it } from "vitest";
import { findStaffLookalike, type StaffLookalike } from "./staff-lookalike";

const staff: StaffLookalike[] = [
  { name: "admin", kind: "administrator" },
  { name: "Sanad Executive Partners", kind: "firm" },
  { name: "سند للبحث التنفيذي", kind: "firm" },
  { name: "Dr. Faisal Al-Harbi", kind: "staff" },
  { name: "د. فيصل الحربي", kind: "staff" },
];

describe("findStaffLookalike (issue 21 item 6i)", () => {
  it("finds a byline that reads as a staff name, look-alikes included", () => {
    expect(findStaffLookalike(["Dr Fa1sal Al Harbi", "ريم"], staff)).toEqual(staff[3]);
    expect(findStaffLookalike(["ＡＤＭＩＮ", ""], staff)).toEqual(staff[0]);
    expect(findStaffLookalike(["Sanad Executive Partners Team", "x"], staff)).toEqual(staff[1]);
    expect(findStaffLookalike(["Reem", "سند للبحث  التنفيذي"], staff)).toEqual(staff[2]);
    expect(findStaffLookalike(["Someone", "د.فيصل الحربي"], staff)).toEqual(staff[4]);
    expect(findStaffLookalike(["Faisal Al-Harbi", "x"], staff)).toEqual(staff[3]);
  });

  it("leaves other names alone, short common names inside longer ones too", () => {
    expect(findStaffLookalike(["Reem Al-Harbi", "ريم الحربي"], staff)).toBeNull();
    expect(findStaffLookalike(["Badminton Coach", "مدرب"], staff)).toBeNull();
    expect(findStaffLookalike(["Sanad", "سند"], staff)).toBeNull();
  });
});
