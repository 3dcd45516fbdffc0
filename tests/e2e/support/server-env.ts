/** Test-only values the e2e server starts with (playwright.config.ts). Never used outside tests. */
export const e2eAdmin = {
  username: process.env.E2E_ADMIN_USERNAME || "e2e-admin",
  password: process.env.E2E_ADMIN_PASSWORD || "e2e-password-not-secret",
};
