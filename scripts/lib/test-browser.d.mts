/** See test-browser.mjs. */
export function testBrowserPath(): string;
