import { existsSync } from "node:fs";

/**
 * The Chromium the browser tests drive (decision 039): CHROMIUM_PATH when
 * set; else Debian's headless shell (package chromium-headless-shell, the
 * browser's engine without its own interface to draw, about a third less
 * CPU per test); else Debian's chromium. May name a file that does not exist
 * (the caller says so and skips).
 */
export function testBrowserPath() {
  return process.env.CHROMIUM_PATH || ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => existsSync(file)) || "/usr/bin/chromium";
}
