import type { APIRequestContext } from "@playwright/test";
import { HtmlValidate } from "html-validate";

/**
 * A public page as the server sends it, through a peer validator
 * (html-validate, its recommended rules; issue 25). What is switched off is
 * how React writes HTML, not what the page says:
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React's serialisation: `<meta … />`, `charSet`/`hrefLang` as React spells them, boolean attributes written `=""`.
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's `useId` values (an island's too) begin with "_": valid HTML, only not a CSS-style identifier.
    "valid-id": ["error", { relaxed: true }],
    // A page title's length is the SEO checker's concern (issue 27), not the markup's.
    "long-title": "off",
    // Radix's own markup: the toast area is a `role="region"` with `pointer-events: none`, tabs set their outline and animation inline.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    "no-inline-style": ["error", { allowedProperties: ["display", "pointer-events", "outline", "animation-duration"] }],
  },
});

/** What the validator finds on each page (a 200 or a 404), one line each: none is the expectation. */
export async function htmlFindings(request: APIRequestContext, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    const response = await request.get(path, { headers: { accept: "text/html" }, maxRedirects: 0 });
    if (![200, 404].includes(response.status())) {
      findings.push(`${path}: answered ${response.status()}`);
      continue;
    }
    const report = await validator.validateString(await response.text());
    for (const result of report.results) {
      for (const message of result.messages) findings.push(`${path} ${message.ruleId}: ${message.message} (${message.selector ?? "?"})`);
    }
  }
  return findings;
}
