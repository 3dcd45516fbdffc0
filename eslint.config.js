import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
);
