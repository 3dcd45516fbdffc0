/**
 * Lets a server-rendered page paint before its scripts are fetched.
 *
 * React Router's `<Scripts/>` puts a `<link rel="modulepreload">` in the head
 * for every module the page hydrates with (37 on the home page) and an
 * inline module script that imports them. A phone on a slow network then
 * shares its first round trips between the page's stylesheet and fonts and a
 * hundred-odd kilobytes of JavaScript that nothing on the first screen needs:
 * the page is complete HTML and its forms post without scripts.
 *
 * This rewrites the rendered document so that the same preloads and the same
 * module script are added by a small inline script once the browser has had
 * a frame to paint (or at once in a background tab, which paints nothing):
 * - every `<link rel="modulepreload">` is taken out of the markup and its
 *   address kept, in order, for the boot script;
 * - the module script keeps its text but gets a type the browser does not
 *   run (`text/x-deferred-module`), so its imports wait;
 * - the boot script, at the end of the body, adds the preloads back and
 *   re-creates the module script (with the page's nonce, or matching the
 *   page's script hash when the page cache keeps it) after the first frame.
 *
 * The text of both inline scripts is exactly what is sent, so hash-based CSP
 * (server/page-cache/inline-script-hashes.ts) covers them like any other.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script((?:\s+nonce="[^"]*")?)\s+type="module"(\s+async="")?>/g;
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * The boot script. Classic script, so it runs in document order once the
 * stylesheet has arrived; `requestAnimationFrame` then `setTimeout` lands
 * just after the first paint. The timer alone covers a page whose frames
 * never come (a hidden tab, a throttled frame).
 */
function bootScript(preloads: string[]): string {
  return (
    `(function(d,p){var done=0;function go(){if(done)return;done=1;` +
    `p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `d.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(o){var s=d.createElement("script");s.type="module";if(o.nonce)s.nonce=o.nonce;s.textContent=o.textContent;o.replaceWith(s)})}` +
    `if(d.visibilityState!=="visible"){go();return}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})` +
    `(document,${JSON.stringify(preloads).replace(/</g, "\\u003c")});`
  );
}

/** The rendered document with its hydration deferred past the first paint; unchanged when it has no module script. */
export function deferHydration(html: string, nonce: string | undefined): string {
  if (!html.includes('type="module"')) return html;
  const preloads: string[] = [];
  let rewritten = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return "";
  });
  let deferred = 0;
  rewritten = rewritten.replace(MODULE_SCRIPT, (_tag, nonceAttribute: string) => {
    deferred += 1;
    return `<script${nonceAttribute} type="${DEFERRED_MODULE_TYPE}">`;
  });
  if (deferred === 0) return html;
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  const boot = `<script${nonceAttribute}>${bootScript(preloads)}</script>`;
  const end = rewritten.lastIndexOf("</body>");
  return end === -1 ? rewritten + boot : rewritten.slice(0, end) + boot + rewritten.slice(end);
}
