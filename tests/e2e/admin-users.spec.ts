import type { APIRequestContext, Page } from "@playwright/test";
import { scanAccessibility } from "./support/a11y";
import { csrfToken, signInAsAdmin } from "./support/auth";
import { e2eAdmin } from "./support/server-env";
import { expect, open, test } from "./support/fixtures";
import { desktop, languages, type LangCode } from "./support/site";

/** The dashboard's Users tab (spec §2, §4, §6, §7, §8) in both languages; texts written out on purpose. */
const texts: Record<LangCode, {
  tab: string;
  createButton: string;
  createTitle: string;
  createSubmit: string;
  username: string;
  password: string;
  fullName: string;
  email: string;
  role: string;
  roleAdmin: string;
  roleUser: string;
  search: string;
  actionsFor: (u: string) => string;
  edit: string;
  reset: string;
  makeAdmin: string;
  removeAdmin: string;
  delete: string;
  saveChanges: string;
  deleteConfirm: string;
  created: [string, string];
  createFailed: string;
  taken: string;
  roleUpdated: [string, string];
  updated: string;
  deleted: string;
  resetSent: string;
  resetFailed: string;
  noEmail: string;
  you: string;
  mainAccount: string;
}> = {
  en: {
    tab: "Users",
    createButton: "Create User",
    createTitle: "Create User",
    createSubmit: "Create user",
    username: "Username",
    password: "Password",
    fullName: "Full name",
    email: "Email",
    role: "Role",
    roleAdmin: "Admin",
    roleUser: "User",
    search: "Search by username, name or email",
    actionsFor: (u) => `Actions for ${u}`,
    edit: "Edit User",
    reset: "Send Password Reset",
    makeAdmin: "Make Admin",
    removeAdmin: "Remove Admin Role",
    delete: "Delete User",
    saveChanges: "Save changes",
    deleteConfirm: "Delete user",
    created: ["User created", "New user has been created successfully"],
    createFailed: "Error creating user",
    taken: "This username is already taken. Please choose another one.",
    roleUpdated: ["Role updated", "User role was updated successfully"],
    updated: "User updated",
    deleted: "User deleted",
    resetSent: "Password reset sent",
    resetFailed: "Error sending password reset",
    noEmail: "This user has no email address. Add one with Edit User first.",
    you: "You",
    mainAccount: "Main account",
  },
  ar: {
    tab: "المستخدمون",
    createButton: "إنشاء مستخدم",
    createTitle: "إنشاء مستخدم",
    createSubmit: "إنشاء المستخدم",
    username: "اسم المستخدم",
    password: "كلمة المرور",
    fullName: "الاسم الكامل",
    email: "البريد الإلكتروني",
    role: "الدور",
    roleAdmin: "مسؤول",
    roleUser: "مستخدم",
    search: "ابحث باسم المستخدم أو الاسم أو البريد الإلكتروني",
    actionsFor: (u) => `إجراءات المستخدم ${u}`,
    edit: "تعديل المستخدم",
    reset: "إرسال رابط إعادة تعيين كلمة المرور",
    makeAdmin: "ترقية إلى مسؤول",
    removeAdmin: "إلغاء دور المسؤول",
    delete: "حذف المستخدم",
    saveChanges: "حفظ التغييرات",
    deleteConfirm: "حذف المستخدم",
    created: ["تم إنشاء المستخدم", "أُنشئ المستخدم الجديد بنجاح"],
    createFailed: "خطأ في إنشاء المستخدم",
    taken: "اسم المستخدم هذا محجوز لحساب آخر. يُرجى اختيار اسم مختلف.",
    roleUpdated: ["تم تحديث الدور", "حُدِّث دور المستخدم بنجاح"],
    updated: "تم تحديث المستخدم",
    deleted: "تم حذف المستخدم",
    resetSent: "أُرسل رابط إعادة التعيين",
    resetFailed: "خطأ في إرسال رابط إعادة التعيين",
    noEmail: "لا يوجد بريد إلكتروني لهذا المستخدم. أضيفوا بريدًا من «تعديل المستخدم» أولًا.",
    you: "أنت",
    mainAccount: "الحساب الرئيسي",
  },
};

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page) => page.locator('ol > li[data-state="open"]');

/** Creates an account through the API, as the page's signed-in admin. 409 (it exists) is fine for shared fixtures. */
async function createAccount(request: APIRequestContext, data: Record<string, string>, allowExisting = false) {
  const token = await csrfToken(request);
  const res = await request.post("/api/admin/users", { headers: { "X-CSRF-Token": token }, data });
  expect([201, ...(allowExisting ? [409] : [])], await res.text()).toContain(res.status());
}

for (const lang of languages) {
  const tx = texts[lang.code];

  test.describe(`Users tab (${lang.code})`, () => {
    test.use({ viewport: desktop });
    test.beforeEach(async ({ page, context, baseURL }) => {
      if (lang.code === "ar") await context.addCookies([{ name: "language", value: "ar", url: baseURL ?? "" }]);
      await signInAsAdmin(page);
    });

    const openUsersTab = async (page: Page) => {
      await open(page, `${lang.path("/admin")}?tab=users`);
      await expect(page.getByRole("tab", { name: tx.tab })).toHaveAttribute("aria-selected", "true");
    };
    const search = async (page: Page, text: string) => {
      await page.getByPlaceholder(tx.search).fill(text);
    };
    const panel = (page: Page) => page.getByRole("tabpanel", { name: tx.tab });
    const row = (page: Page, username: string) => panel(page).getByRole("row").filter({ has: page.getByText(username, { exact: true }) });
    const openMenu = async (page: Page, username: string) => {
      await page.getByRole("button", { name: tx.actionsFor(username) }).click();
      return page.getByRole("menu");
    };

    test("Create User: a member appears in the list with the User role; search narrows the table", async ({ page }) => {
      const username = unique("new");
      await openUsersTab(page);
      await page.getByRole("button", { name: tx.createButton }).click();
      const dialog = page.getByRole("dialog", { name: tx.createTitle });
      await dialog.getByRole("textbox", { name: tx.username, exact: true }).fill(username);
      await dialog.getByRole("textbox", { name: tx.password, exact: true }).fill("a colleague's pass");
      await dialog.getByRole("textbox", { name: tx.fullName }).fill("Maha Al-Shehri");
      await dialog.getByRole("textbox", { name: tx.email }).fill(`${username}@example.sa`);
      await expect(dialog.getByRole("combobox", { name: tx.role })).toHaveValue("user");
      await dialog.getByRole("button", { name: tx.createSubmit }).click();
      await expect(toast(page).getByText(tx.created[0])).toBeVisible();
      await expect(toast(page).getByText(tx.created[1])).toBeVisible();
      await expect(dialog).toBeHidden();

      await search(page, username);
      // The header row and the one match.
      await expect(panel(page).getByRole("row")).toHaveCount(2);
      await expect(row(page, username)).toContainText("Maha Al-Shehri");
      await expect(row(page, username).getByText(tx.roleUser, { exact: true })).toBeVisible();
    });

    test("the tab, its actions menu and the Create User dialog have no serious accessibility violations", async ({ page }, testInfo) => {
      await openUsersTab(page);
      await expect(row(page, e2eAdmin.username)).toBeVisible();
      const table = await scanAccessibility(page, testInfo, `users-tab-${lang.code}`);
      expect(table.failing, table.text).toEqual([]);
      await openMenu(page, e2eAdmin.username);
      const menu = await scanAccessibility(page, testInfo, `users-menu-${lang.code}`);
      expect(menu.failing, menu.text).toEqual([]);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: tx.createButton }).click();
      await expect(page.getByRole("dialog", { name: tx.createTitle })).toBeVisible();
      const dialog = await scanAccessibility(page, testInfo, `users-create-${lang.code}`);
      expect(dialog.failing, dialog.text).toEqual([]);
    });

    test("Create User with a taken name: 'Error creating user' with the server's reason", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 409/);
      await openUsersTab(page);
      await page.getByRole("button", { name: tx.createButton }).click();
      const dialog = page.getByRole("dialog", { name: tx.createTitle });
      await dialog.getByRole("textbox", { name: tx.username, exact: true }).fill(e2eAdmin.username.toUpperCase());
      await dialog.getByRole("textbox", { name: tx.password, exact: true }).fill("a colleague's pass");
      await dialog.getByRole("button", { name: tx.createSubmit }).click();
      await expect(toast(page).getByText(tx.createFailed)).toBeVisible();
      await expect(toast(page).getByText(tx.taken)).toBeVisible();
      await expect(dialog.getByText(tx.taken)).toBeVisible();
    });

    test("Make Admin, then Remove Admin Role", async ({ page }) => {
      const username = unique("role");
      await createAccount(page.request, { username, password: "long enough 1" });
      await openUsersTab(page);
      await search(page, username);
      await expect(row(page, username).getByText(tx.roleUser, { exact: true })).toBeVisible();

      let menu = await openMenu(page, username);
      await expect(menu.getByRole("menuitem", { name: tx.removeAdmin })).toHaveCount(0);
      await menu.getByRole("menuitem", { name: tx.makeAdmin }).click();
      await expect(toast(page).getByText(tx.roleUpdated[0])).toBeVisible();
      await expect(toast(page).getByText(tx.roleUpdated[1])).toBeVisible();
      await expect(row(page, username).getByText(tx.roleAdmin, { exact: true })).toBeVisible();

      menu = await openMenu(page, username);
      await expect(menu.getByRole("menuitem", { name: tx.makeAdmin })).toHaveCount(0);
      await menu.getByRole("menuitem", { name: tx.removeAdmin }).click();
      await expect(row(page, username).getByText(tx.roleUser, { exact: true })).toBeVisible();
    });

    test("the firm's main account (created at start) and your own account can be neither demoted nor deleted; an account merely named 'admin' can", async ({ page }) => {
      // The e2e administrator was created by ADMIN_USERNAME: the main account, and also "you" here.
      await createAccount(page.request, { username: "admin", password: "main admin pass", role: "admin" }, true);
      await openUsersTab(page);
      await search(page, e2eAdmin.username);
      const menu = await openMenu(page, e2eAdmin.username);
      await expect(menu.getByRole("menuitem", { name: tx.edit })).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: tx.reset })).toBeVisible();
      await expect(menu.getByRole("menuitem", { name: tx.removeAdmin })).toHaveCount(0);
      await expect(menu.getByRole("menuitem", { name: tx.delete })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(row(page, e2eAdmin.username).getByText(tx.you, { exact: true })).toBeVisible();
      await expect(row(page, e2eAdmin.username).getByText(tx.mainAccount, { exact: true })).toBeVisible();

      // Protection is the account's, not the name's.
      await search(page, "admin");
      const named = await openMenu(page, "admin");
      await expect(named.getByRole("menuitem", { name: tx.removeAdmin })).toBeVisible();
      await expect(named.getByRole("menuitem", { name: tx.delete })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(row(page, "admin").getByText(tx.mainAccount, { exact: true })).toHaveCount(0);
    });

    test("Edit User saves a new name and email", async ({ page }) => {
      const username = unique("edit");
      await createAccount(page.request, { username, password: "long enough 1" });
      await openUsersTab(page);
      await search(page, username);
      const menu = await openMenu(page, username);
      await menu.getByRole("menuitem", { name: tx.edit }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox", { name: tx.fullName }).fill("Omar Al-Ghamdi");
      await dialog.getByRole("textbox", { name: tx.email }).fill(`${username}@example.sa`);
      await dialog.getByRole("button", { name: tx.saveChanges }).click();
      await expect(toast(page).getByText(tx.updated)).toBeVisible();
      await expect(row(page, username)).toContainText("Omar Al-Ghamdi");
      await expect(row(page, username)).toContainText(`${username}@example.sa`);
    });

    test("Send Password Reset: refused without an email address, sent with one", async ({ page, pageGuard }) => {
      pageGuard.allow(/status of 400/);
      const without = unique("nomail");
      const withMail = unique("mail");
      await createAccount(page.request, { username: without, password: "long enough 1" });
      await createAccount(page.request, { username: withMail, password: "long enough 1", email: `${withMail}@example.sa` });
      await openUsersTab(page);

      await search(page, without);
      await (await openMenu(page, without)).getByRole("menuitem", { name: tx.reset }).click();
      await expect(toast(page).getByText(tx.resetFailed)).toBeVisible();
      await expect(toast(page).getByText(tx.noEmail)).toBeVisible();

      await search(page, withMail);
      await (await openMenu(page, withMail)).getByRole("menuitem", { name: tx.reset }).click();
      await expect(toast(page).getByText(tx.resetSent)).toBeVisible();
      await expect(toast(page).getByText(`${withMail}@example.sa`)).toBeVisible();
    });

    test("Delete User asks first, then removes the account", async ({ page }) => {
      const username = unique("gone");
      await createAccount(page.request, { username, password: "long enough 1" });
      await openUsersTab(page);
      await search(page, username);
      await (await openMenu(page, username)).getByRole("menuitem", { name: tx.delete }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(username);
      await confirm.getByRole("button", { name: tx.deleteConfirm }).click();
      await expect(toast(page).getByText(tx.deleted)).toBeVisible();
      await expect(row(page, username)).toHaveCount(0);
    });
  });
}
