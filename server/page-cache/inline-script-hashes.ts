import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks are never run, so the policy need not allow them. */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts a page carries,
 * so a page kept in the shared cache needs no per-response nonce. The text
 * between `<script>` and `</script>` is hashed exactly as sent: browsers
 * hash the element's text, which in HTML is the raw characters.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes, text] = match;
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
