import { describe, expect, it } from "vitest";
import { emailStatusOf } from "./email-status";

describe("emailStatusOf", () => {
  it("follows the spec when the server sends mail: No Email, Pending, Sent", () => {
    expect(emailStatusOf({ email: null, sentEmail: false }, true)).toBe("noEmail");
    expect(emailStatusOf({ email: "a@example.sa", sentEmail: false }, true)).toBe("pending");
    expect(emailStatusOf({ email: "a@example.sa", sentEmail: true }, true)).toBe("sent");
  });

  it("calls an unsent e-mail queued, not pending, when the server cannot send mail", () => {
    expect(emailStatusOf({ email: "a@example.sa", sentEmail: false }, false)).toBe("queued");
    expect(emailStatusOf({ email: "a@example.sa", sentEmail: true }, false)).toBe("sent");
    expect(emailStatusOf({ email: null, sentEmail: false }, false)).toBe("noEmail");
  });
});
