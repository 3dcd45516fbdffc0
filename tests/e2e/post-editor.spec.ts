import { signInAsAdmin } from "./support/auth";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, mobile } from "./support/site";

/**
 * The post editor for writers (issue 26 item 0): every limited text shows its
 * live count, so a limit is seen before it is passed, and past it the count
 * says by how much, in the dashboard's language.
 */
const texts = {
  en: { create: "Create New Post", titleEn: "Title (English)", titleAr: "Title (Arabic)", over: (n: string) => `${n} over the limit` },
  ar: { create: "إنشاء مقال جديد", titleEn: "العنوان (بالإنجليزية)", titleAr: "العنوان (بالعربية)", over: (n: string) => `تجاوز الحدّ بمقدار ${n}` },
} as const;

for (const lang of languages) {
  for (const viewport of [desktop, mobile]) {
    test(`${lang.code} ${viewport.width} px: a post's limited texts count as they are typed, and say how far past the limit they are`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInAsAdmin(page);
      await open(page, `${lang.path("/admin")}?tab=blog`);
      const tx = texts[lang.code];
      await page.getByRole("button", { name: tx.create }).click();
      const dialog = page.getByRole("dialog", { name: tx.create });
      const title = dialog.getByRole("textbox", { name: tx.titleEn, exact: true });
      await expect(title).toHaveAccessibleDescription(/0\D+200/);
      const count = dialog.locator(`[id="${await title.getAttribute("id")}-count"]`);
      await title.fill("Succession planning for family groups");
      await expect(count).toContainText("37 / 200");
      await title.fill("x".repeat(205));
      await expect(count).toContainText("205 / 200");
      await expect(count).toContainText(tx.over("5"));
      const arabicTitle = dialog.getByRole("textbox", { name: tx.titleAr, exact: true });
      await arabicTitle.fill("تخطيط التعاقب");
      await expect(dialog.locator(`[id="${await arabicTitle.getAttribute("id")}-count"]`)).toContainText("13 / 200");
    });
  }
}
