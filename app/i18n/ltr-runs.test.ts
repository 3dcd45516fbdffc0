import { describe, expect, it } from "vitest";
import { isolated as marked, splitLtrRuns } from "./ltr-runs";

const isolated = (text: string) => splitLtrRuns(text).filter((run) => run.ltr).map((run) => run.text);

describe("splitLtrRuns", () => {
  it("isolates a web address inside an Arabic Markdown hint, keeping the closing bracket out", () => {
    expect(isolated("صيغة ماركداون: ## عنوان، **غامق**، - قائمة، [رابط](https://…)")).toEqual(["https://…"]);
    expect(isolated("أدخلوا عنوانًا كاملًا يبدأ بـ https://")).toEqual(["https://"]);
    expect(isolated("العنوان كاملًا، مثل https://www.linkedin.com/in/your-name")).toEqual(["https://www.linkedin.com/in/your-name"]);
  });

  it("isolates e-mail addresses, phone numbers and dotted or dashed tokens", () => {
    expect(isolated("ستصلكم نسخة من هذه النتيجة على sara.k@example.sa.")).toEqual(["sara.k@example.sa"]);
    expect(isolated("مع رمز الدولة، مثل +966 11 234 5678.")).toEqual(["+966 11 234 5678"]);
    expect(isolated("بصيغة النقاط، مثل home.hero.note.")).toEqual(["home.hero.note"]);
    expect(isolated("مثل hiring-a-cfo")).toEqual(["hiring-a-cfo"]);
  });

  it("leaves plain Arabic, plain numbers and single Latin words alone", () => {
    expect(isolated("رؤية السعودية 2030 خلال 24 ساعة")).toEqual([]);
    expect(isolated("بصيغة JPEG أو PNG أو WebP")).toEqual([]);
  });

  it("keeps every character, in order", () => {
    const text = "راسلونا على info@example.sa أو https://example.sa/contact.";
    expect(splitLtrRuns(text).map((run) => run.text).join("")).toBe(text);
    expect(isolated(text)).toEqual(["info@example.sa", "https://example.sa/contact"]);
  });

  it("keeps a marked name whole, marks removed, whatever its words; the rest is cut as before", () => {
    expect(splitLtrRuns(`${marked("Khalid Al-Shehri")} نقل العميل إلى ${marked("sara.k")} عبر wa.me`)).toEqual([
      { text: "Khalid Al-Shehri", ltr: false, name: true },
      { text: " نقل العميل إلى ", ltr: false },
      { text: "sara.k", ltr: false, name: true },
      { text: " عبر ", ltr: false },
      { text: "wa.me", ltr: true },
    ]);
  });
});
