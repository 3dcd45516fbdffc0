import { describe, expect, it } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS, issueFormToken, readFormToken } from "./form-token.server";

const secret = "test-secret";
const shownAt = Date.UTC(2026, 10, 23, 9, 0, 0);

describe("form token", () => {
  it("gives back the time the form was shown", () => {
    const token = issueFormToken(secret, shownAt);
    expect(readFormToken(secret, token, shownAt + 5_000)).toBe(shownAt);
  });

  it("refuses forged, altered, foreign, future and expired tokens", () => {
    const token = issueFormToken(secret, shownAt);
    expect(readFormToken("other-secret", token, shownAt + 5_000)).toBeNull();
    expect(readFormToken(secret, token.replace(String(shownAt), String(shownAt - 60_000)), shownAt + 5_000)).toBeNull();
    expect(readFormToken(secret, `${shownAt}.not-a-signature`, shownAt + 5_000)).toBeNull();
    expect(readFormToken(secret, token, shownAt - 1)).toBeNull();
    expect(readFormToken(secret, token, shownAt + FORM_TOKEN_MAX_AGE_MS + 1)).toBeNull();
    expect(readFormToken(secret, undefined, shownAt)).toBeNull();
    expect(readFormToken(secret, 42, shownAt)).toBeNull();
  });
});
