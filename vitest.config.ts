import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "db/**/*.test.ts", "tests/api/**/*.test.ts", "tests/lint/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Both cores (Vitest's default leaves one idle on two): every file has its own databases, so files share nothing (decision 039).
    maxWorkers: 2,
    globalSetup: ["tests/support/global-setup.ts"],
    // Hands the catalog registry (app/message-catalogs.ts) to app/i18n in every test file, as server/main.ts does at start.
    setupFiles: ["tests/support/provide-catalogs.ts"],
  },
});
