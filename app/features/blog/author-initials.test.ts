import { describe, expect, it } from "vitest";
import { authorInitials } from "./author-initials";

describe("authorInitials", () => {
  it("takes the first and last name's letters, skipping titles and the article", () => {
    expect(authorInitials("Dr. Faisal Al-Harbi")).toBe("FH");
    expect(authorInitials("Layla Al-Qahtani")).toBe("LQ");
    expect(authorInitials("James Whitfield")).toBe("JW");
    expect(authorInitials("Prof Omar bin Saleh El-Sayed")).toBe("OS");
    expect(authorInitials("  reem  ")).toBe("R");
  });

  it("gives no letters for an Arabic name (joined letters would form a word), so the avatar shows a person icon", () => {
    expect(authorInitials("ليلى القحطاني")).toBeNull();
    expect(authorInitials("د. فيصل الحربي")).toBeNull();
    expect(authorInitials("Sara القحطاني")).toBeNull();
  });

  it("gives no letters when there is no name", () => {
    expect(authorInitials("")).toBeNull();
    expect(authorInitials("Dr.")).toBeNull();
  });
});
