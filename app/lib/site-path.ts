const BASE = "http://same-site.invalid";

/**
 * A path on this site taken from the address (a `redirectTo`, a `next`), or
 * null for anything else. The value is judged after it is parsed and
 * normalised, because that is what a browser follows:
 * `/ar/../..//evil.example` normalises to `//evil.example`, another site.
 * What comes out must still start with one slash, and its decoded path must
 * hold no `//`, no backslash, no dot segment and no control character, so
 * that no reading of it (a browser, a proxy that decodes `%2F`, a second
 * normalisation) leaves the site.
 */
export function sameSitePath(value: string | null | undefined): { path: string; decodedPathname: string } | null {
  if (!value || !isSitePath(value) || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const decoded = decodePath(url.pathname);
  if (decoded === null || !isSitePath(url.pathname) || !isPlainPath(decoded)) return null;
  return { path: url.pathname + url.search + url.hash, decodedPathname: decoded };
}

/** One leading slash and no backslash anywhere (browsers read `\` as `/`). */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");
}

/** A decoded path with nothing a second reading could turn into another site or another folder. */
function isPlainPath(decoded: string): boolean {
  if (!isSitePath(decoded) || decoded.includes("//") || hasControlCharacter(decoded)) return false;
  return decoded.split("/").every((segment) => segment !== "." && segment !== "..");
}

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
