import Bowser from "bowser";

/** A browser as the sessions list and the new-device notice name it: "Chrome 131", "macOS 10.15", and whether it is a phone or tablet. */
export interface DescribedUserAgent {
  browser: string | null;
  system: string | null;
  mobile: boolean;
}

/** Reads a user agent with bowser; what it cannot tell is null (the page then says "unknown"). */
export function describeUserAgent(userAgent: string | null | undefined): DescribedUserAgent {
  if (!userAgent?.trim()) return { browser: null, system: null, mobile: false };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(" ") : null;
  // Windows says "NT 10.0" where people say "10"; other systems' own numbers read as they are, to the minor version.
  const osVersion = parsed.os.name === "Windows" ? parsed.os.versionName : majorMinor(parsed.os.version);
  const system = parsed.os.name ? [parsed.os.name, osVersion].filter(Boolean).join(" ") : null;
  const type = parsed.platform.type;
  return { browser, system, mobile: type === "mobile" || type === "tablet" };
}

function major(version: string | undefined): string | undefined {
  return version?.split(".")[0] || undefined;
}

function majorMinor(version: string | undefined): string | undefined {
  return version?.split(".").slice(0, 2).join(".") || undefined;
}
