import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  it("encodes the address and the title into each network's link", () => {
    const links = shareLinks("https://sanad.example/ar/blog/a-b?x=1&y=2", "قيادة & نمو");
    const url = encodeURIComponent("https://sanad.example/ar/blog/a-b?x=1&y=2");
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    expect(links.x).toBe(`https://x.com/intent/post?url=${url}&text=${encodeURIComponent("قيادة & نمو")}`);
    expect(new URL(links.whatsapp).searchParams.get("text")).toBe("قيادة & نمو https://sanad.example/ar/blog/a-b?x=1&y=2");
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
    expect(decodeURIComponent(links.email.split("&body=")[1])).toBe("قيادة & نمو\n\nhttps://sanad.example/ar/blog/a-b?x=1&y=2");
    // Nothing unencoded that could break out of the query.
    expect(links.x).not.toContain(" ");
    expect(links.x.split("&")).toHaveLength(2);
  });
});
