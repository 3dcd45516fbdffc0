import { describe, expect, it } from "vitest";
import { localizePerson, personInitials, sameName, type PublishedPerson } from "./person";
import { personPatchSchema, personSchema } from "./person.schema";

const person: PublishedPerson = {
  id: 3,
  slug: "sara-al-otaibi",
  photo: "",
  nameEn: "Sara Al-Otaibi",
  nameAr: "سارة العتيبي",
  titleEn: "Managing Partner",
  titleAr: "",
  bioEn: "Leads searches.",
  bioAr: "تقود عمليات البحث.",
  expertiseEn: ["Executive search"],
  expertiseAr: ["البحث التنفيذي"],
  sectorsEn: [],
  sectorsAr: [],
  languagesEn: ["Arabic", "English"],
  languagesAr: ["العربية", "الإنجليزية"],
  linkedinUrl: "",
  email: "sara@firm.example.sa",
  bookingUrl: "",
  contactPartner: true,
};

describe("localizePerson", () => {
  it("gives the page's language only; an empty field stays empty, never the other language's words; blank links are null", () => {
    expect(localizePerson(person, "ar")).toMatchObject({ name: "سارة العتيبي", title: "", expertise: ["البحث التنفيذي"], photo: null, linkedinUrl: null, email: "sara@firm.example.sa", contactPartner: true });
    expect(localizePerson(person, "en")).toMatchObject({ name: "Sara Al-Otaibi", title: "Managing Partner", languages: ["Arabic", "English"] });
  });
});

describe("personInitials", () => {
  it("takes the first letters of the first and last names, past a title and the article", () => {
    expect(personInitials("Sara Al-Otaibi")).toBe("SO");
    expect(personInitials("Dr. Faisal Al-Harbi")).toBe("FH");
    expect(personInitials("سارة العتيبي")).toBe("سع");
    expect(personInitials("Omar")).toBe("O");
    expect(personInitials("  ")).toBe("");
  });
});

describe("sameName", () => {
  it("matches a byline to a name whatever the spacing and the case", () => {
    expect(sameName("sara  al-otaibi ", "Sara Al-Otaibi")).toBe(true);
    expect(sameName("سارة العتيبي", "سارة  العتيبي")).toBe(true);
    expect(sameName("Sara", "Sara Al-Otaibi")).toBe(false);
    expect(sameName("", "")).toBe(false);
  });
});

describe("personSchema", () => {
  it("takes lists one a line or as arrays, drops blank lines, lower-cases the address", () => {
    const values = personSchema.parse({ slug: "Sara-Al-Otaibi", nameEn: "Sara", nameAr: "سارة", expertiseEn: "Search\n\n  Boards  \n", sectorsAr: ["الطاقة", " "] });
    expect(values).toMatchObject({ slug: "sara-al-otaibi", expertiseEn: ["Search", "Boards"], sectorsAr: ["الطاقة"], published: false, contactPartner: false, photo: "" });
  });

  it("refuses another site's image, a plain-http link, a bad e-mail, an empty change", () => {
    const result = personSchema.safeParse({ slug: "s", nameEn: "S", nameAr: "س", photo: "https://x.example/a.jpg", linkedinUrl: "http://linkedin.com/in/s", email: "s@" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["photo", "peopleAdmin.error.photo"],
      ["linkedinUrl", "peopleAdmin.error.linkedinUrl"],
      ["email", "peopleAdmin.error.email"],
    ]);
    expect(personPatchSchema.safeParse({}).error?.issues[0].message).toBe("peopleAdmin.error.nothingToUpdate");
  });
});
