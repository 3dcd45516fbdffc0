import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/page-cache/inline-script-hashes";
import { DEFERRED_MODULE_TYPE, deferHydration } from "./defer-hydration.server";

// The shape React Router's <Scripts/> renders (React hoists the preloads into the head).
const page = (nonce?: string) => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>` +
    `<link rel="modulepreload" href="/assets/entry.client.js"${n}/><link rel="modulepreload" href="/assets/framework.js"${n}/>` +
    `<link rel="modulepreload" href="/assets/entry.client.js"${n}/></head><body><main>Hello</main>` +
    `<script${n}>window.__reactRouterContext = {};</script>` +
    `<script${n} type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>` +
    `</body></html>`
  );
};

/** The boot script's list of modules to preload. */
const bootPreloads = (html: string) => JSON.parse(/\(document,(\[[^\]]*\])\);<\/script>/.exec(html)?.[1] ?? "null") as string[] | null;

describe("deferHydration", () => {
  it("takes the module preloads out of the markup and hands them, in order and once each, to the boot script", () => {
    const html = deferHydration(page(), undefined);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(bootPreloads(html)).toEqual(["/assets/entry.client.js", "/assets/framework.js"]);
    // The stylesheet still leads the head: nothing delays the first paint.
    expect(html).toContain('<head><link rel="stylesheet" href="/assets/app.css"');
  });

  it("keeps the module script's text but gives it a type the browser does not run, and boots it after the first frame", () => {
    const html = deferHydration(page(), undefined);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>`);
    const boot = /<script>(\(function\(d,p\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
    expect(boot).toBeDefined();
    expect(boot).toContain("requestAnimationFrame(function(){setTimeout(go,0)})");
    expect(boot).toContain('d.visibilityState!=="visible"');
    // The re-created script carries the original's nonce.
    expect(boot).toContain("if(o.nonce)s.nonce=o.nonce");
    // The page's other inline scripts are left alone.
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("gives the boot script the page's nonce, and the deferred script keeps its own", () => {
    const html = deferHydration(page("abc123"), "abc123");
    expect(html).toContain(`<script nonce="abc123" type="${DEFERRED_MODULE_TYPE}">`);
    expect(html).toMatch(/<script nonce="abc123">\(function\(d,p\)/);
  });

  it("leaves the texts a cached page's policy hashes exactly as sent (the re-created module script matches its hash)", () => {
    const html = deferHydration(page(), undefined);
    const hashes = inlineScriptHashes(html);
    // Context script, deferred module script (hashed as text, run later with the same text) and the boot script.
    expect(hashes).toHaveLength(3);
    const original = inlineScriptHashes(page());
    expect(hashes).toEqual(expect.arrayContaining(original));
  });

  it("cannot be broken out of by an address in the preload list", () => {
    const html = deferHydration(page().replace("/assets/framework.js", "/assets/x</script>.js"), undefined);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
  });

  it("leaves a document without a module script unchanged", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Error</p></body></html>";
    expect(deferHydration(plain, undefined)).toBe(plain);
  });
});
