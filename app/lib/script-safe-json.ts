/**
 * JSON to put inside a `<script>` element (structured data, an island's
 * props): nothing in it can end the element early or start markup, and the
 * two line separators JavaScript once read as line ends are escaped.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
