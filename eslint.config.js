import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Import boundaries (decision 025). Layers, top to bottom:
 *   app/routes, app/root.tsx, app/routes.ts, app/message-catalogs.ts, app/page-namespaces.ts
 *     → app/features → app/components, app/lib, app/i18n → db
 * - nothing under app/ imports server/ (the Express layer wires the app, never the other way);
 * - shared code (components, lib, i18n) imports no feature, and no feature or shared code imports the app level;
 * - a feature imports itself and the platform features; the dashboard shell (admin)
 *   also imports the tabs it shows, and nothing imports admin; the public features reach
 *   the lead pipeline only through lead-capture (featureDependencies below);
 * - db/ (schema, client, database errors) imports nothing from app/ or server/;
 * - no module imports itself back through a chain of imports (import-x/no-cycle).
 */
const features = readdirSync("app/features", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
// lead-capture and audit-log: every submission records a lead (with its attribution and consent) and every admin action an audit entry,
// from whichever feature makes it (decision 030). lead-pipeline is the Leads tab, which only the features that work the pipeline import.
// assessment-kit: the assessments' shell, question card, heading focus and saved progress (decision 028).
// uploads: the dashboard's stored images, which the blog's covers and the advisor's photo both use (decision 025).
// legal: the privacy notice in force, which every form names and every lead's consent records (decision 032).
// content-drafts: the autosaved working drafts of the post and site-text editors and of a member's article form, which their save paths end (decision 042).
// content-revisions: the revisions and linked translations of posts and site texts alike (decision 042).
const platformFeatures = ["auth", "security", "mail", "assessment-report", "assessment-kit", "lead-capture", "audit-log", "uploads", "legal", "content-drafts", "content-revisions"];
const dashboardTabs = ["blog", "leads", "site-content", "users", "hr-assessment", "leadership-assessment", "testimonials", "people", "case-studies", "lead-pipeline", "privacy", "legal", "audit-log"];
/**
 * Besides itself and the platform features, what a feature may import: the dashboard shell its tabs (and the digest's rule of a
 * waiting lead, for the day strip); the lead digest the
 * pipeline's definition of a waiting or overdue lead; the Privacy tab the pipeline's status badge. The public features
 * (contact, the assessments) reach leads only through lead-capture.
 */
// case-studies: a case study's service is one of the home page's services and a sourced figure one of its figures (decision 048).
const featureDependencies = { "case-studies": ["home"], admin: [...dashboardTabs, "lead-digest"], "lead-digest": ["lead-pipeline"], privacy: ["lead-pipeline"] };

/*
 * The wrong-way imports still allowed, file by file: each names the files it may
 * import, why, and what removes it. Add to this list only with a reason and a plan.
 */
const boundaryExceptions = [
  {
    // The test proves the hydration script it writes is one the page cache's CSP hashes allow; a test-only cross-check, permanent.
    files: ["app/lib/defer-hydration.server.test.ts"],
    allow: ["server/page-cache/inline-script-hashes.ts"],
  },
  {
    // The PDF kit's tests draw the real reports of both assessments (test files only), so a change in either report is caught where the
    // kit is tested; step 4 gave both one shape, yet the reports stay the assessments' own. Stays until these two tests move under tests/
    // (above the features, like the API tests), which would remove it.
    files: ["app/features/assessment-report/arabic-digits.server.test.ts", "app/features/assessment-report/report-pages.server.test.ts"],
    allow: [
      "app/features/hr-assessment/definition.ts",
      "app/features/hr-assessment/build-hr-report.ts",
      "app/features/hr-assessment/scoring.ts",
      "app/features/leadership-assessment/build-leadership-report.ts",
      "app/features/leadership-assessment/definition.ts",
      "app/features/leadership-assessment/scoring.ts",
    ],
  },
];

/** The zones of import-x/no-restricted-paths, with `allowed` files let through. */
function boundaryZones(allowed = []) {
  const allowedUnder = (from) => allowed.filter((file) => file.startsWith(`${from}/`)).map((file) => `./${file.slice(from.length + 1)}`);
  return [
    { target: "app", from: "server", except: allowedUnder("server"), message: "Nothing under app/ imports the Express layer (decision 025)." },
    {
      target: ["app/components", "app/lib", "app/i18n"],
      from: "app/features",
      except: allowedUnder("app/features"),
      message: "Shared code (components, lib, i18n) imports no feature (decision 025).",
    },
    {
      // The app level lists every page and every feature's texts; below it, the texts are read as builtInCatalogs() (app/i18n).
      target: ["app/features", "app/components", "app/lib", "app/i18n"],
      from: ["app/routes", "app/routes.ts", "app/root.tsx", "app/message-catalogs.ts", "app/page-namespaces.ts"],
      message: "Features and shared code import nothing from the app level (routes, root.tsx, the catalog registry, the page namespaces); built-in texts come from builtInCatalogs() (decision 025).",
    },
    ...features.map((feature) => ({
      target: `app/features/${feature}`,
      from: "app/features",
      except: [...new Set([feature, ...platformFeatures, ...(featureDependencies[feature] ?? [])])].map((f) => `./${f}`).concat(allowedUnder("app/features")),
      message:
        "A feature imports only itself and the platform features auth, security, mail, assessment-report, assessment-kit, lead-capture, audit-log, uploads, legal and content-revisions; admin also imports its tabs, lead-digest and privacy the lead pipeline (decision 025).",
    })),
    { target: "db", from: ["app", "server"], message: "db/ (schema, client, database errors) imports nothing from app/ or server/ (decision 025)." },
  ];
}

const allowedByFile = new Map();
for (const { files, allow } of boundaryExceptions) {
  for (const file of files) allowedByFile.set(file, [...(allowedByFile.get(file) ?? []), ...allow]);
}

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "screenshots/", "drizzle/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='className'] Literal[value=/(^|\\s)-?(ml|mr|pl|pr)-|(^|\\s)(left|right)-|text-(left|right)\\b|rounded-(l|r|tl|tr|bl|br)-/]",
          message: "Use logical utilities (ms-/me-/ps-/pe-/start-/end-/text-start/text-end/rounded-s-/rounded-e-) so right-to-left pages mirror.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
      // no-cycle reads the imported modules themselves: it skips a file whose extension is not listed here.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: boundaryZones() }] },
  },
  {
    // Components read through useApiData / usePagedList (the one read path, refreshed by list-event topics) and write
    // through their feature's api/ call files; they never hold the request layer themselves (issue 22 item 1).
    files: ["app/**/components/**/*.{ts,tsx}", "app/routes/**/*.{ts,tsx}", "app/root.tsx"],
    ignores: ["**/*.test.{ts,tsx}", "app/components/data-table/use-api-data.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "~/lib/api-client",
              allowImportNames: ["ApiError"],
              message: "Components read through useApiData/usePagedList and write through their feature's api/ call files (issue 22 item 1); only ApiError may be imported here.",
            },
          ],
          patterns: [
            {
              group: ["**/api/get-*", "**/api/list-*", "**/api/count-*"],
              message: "A component reads through useApiData/usePagedList (components/data-table), not a read call file in an effect (issue 22 item 1).",
            },
          ],
        },
      ],
    },
  },
  {
    // A test file is never imported, so it closes no cycle: leaving tests out keeps the rule's walk to the code that runs.
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-cycle": "error" },
  },
  ...[...allowedByFile].map(([file, allowed]) => ({
    files: [file],
    rules: { "import-x/no-restricted-paths": ["error", { zones: boundaryZones(allowed) }] },
  })),
);
