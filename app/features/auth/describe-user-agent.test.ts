import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./describe-user-agent";

describe("describeUserAgent", () => {
  it("names the browser with its major version and the system as people say it", () => {
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toEqual({
      browser: "Chrome 131",
      system: "Windows 10",
      mobile: false,
    });
    expect(describeUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15")).toEqual({
      browser: "Safari 17",
      system: "macOS 10.15",
      mobile: false,
    });
  });

  it("tells a phone", () => {
    expect(describeUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1")).toEqual({
      browser: "Safari 17",
      system: "iOS 17.1",
      mobile: true,
    });
  });

  it("says nothing it cannot read", () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null, mobile: false });
    expect(describeUserAgent("  ")).toEqual({ browser: null, system: null, mobile: false });
    expect(describeUserAgent("node-superagent/3.8.3")).toEqual({ browser: null, system: null, mobile: false });
  });
});
