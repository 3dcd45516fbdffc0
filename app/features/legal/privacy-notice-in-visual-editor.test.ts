import { MarkdownManager } from "@tiptap/markdown";
import { describe, expect, it } from "vitest";
import { editorExtensions } from "~/components/forms/visual-editor/editor-extensions";
import { sameRendering } from "~/components/forms/visual-editor/same-rendering";
import { legalDocuments } from "./legal-documents.server";
import { legalDocumentToMarkdown, parsePrivacyNotice } from "./privacy-notice-markdown";

/**
 * The privacy notice is written in the site's one article editor (decision
 * 042): its sections' `{#anchor}`s and `{brand}` must come back from the
 * visual editor as they went in, so that publishing from it keeps every
 * section and every link to one.
 */
const manager = new MarkdownManager({ extensions: editorExtensions({ templateTokens: true }) });
const roundTrip = (markdown: string) => manager.serialize(manager.parse(markdown));

describe("the privacy notice in the visual editor", () => {
  it.each(["en", "ar"] as const)("keeps the built-in policy in %s, its sections and anchors", (lang) => {
    const markdown = legalDocumentToMarkdown(legalDocuments["privacy-policy"][lang]);
    const written = roundTrip(markdown);
    expect(sameRendering(markdown, written)).toBe(true);
    const before = parsePrivacyNotice(markdown);
    const after = parsePrivacyNotice(written);
    expect(before.ok && after.ok).toBe(true);
    if (!before.ok || !after.ok) return;
    expect(after.notice.sections.map((section) => [section.id, section.heading])).toEqual(before.notice.sections.map((section) => [section.id, section.heading]));
    expect(after.notice.sections.length).toBeGreaterThan(3);
  });

  it("keeps the firm's name placeholder", () => {
    expect(roundTrip("Hello from {brand}.\n\n## Cookies {#cookies}\n\nText.")).toContain("{brand}");
  });
});
