import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { pathOnly, redactUrl, scrubQueryParams, serializeError } from "./log-redaction";

describe("log redaction", () => {
  it("keeps the path and the query's names, never its values", () => {
    expect(redactUrl("/reset-password?token=abc123")).toBe("/reset-password?token=[redacted]");
    expect(redactUrl("/ar/reset-password?lang=ar&token=abc&x")).toBe("/ar/reset-password?lang=[redacted]&token=[redacted]&x");
    expect(redactUrl("/api/admin/contacts?search=noura%40example.sa&page=2")).toBe("/api/admin/contacts?search=[redacted]&page=[redacted]");
    expect(redactUrl("/blog?q=%E2%82#top")).toBe("/blog?q=[redacted]");
    expect(redactUrl("/blog#top")).toBe("/blog");
    expect(redactUrl("/blog")).toBe("/blog");
  });

  it("error logs keep the path only", () => {
    expect(pathOnly("/api/blog?search=Noura%40example.sa")).toBe("/api/blog");
    expect(pathOnly("/contact#form")).toBe("/contact");
  });

  it("cuts statement parameters out of database errors, causes included", () => {
    expect(scrubQueryParams('Failed query: insert into "contact_submissions" values ($1, $2)\nparams: Noura,noura@example.sa')).toBe(
      'Failed query: insert into "contact_submissions" values ($1, $2)\nparams: [redacted]',
    );
    const error = new Error("Failed query: insert … \nparams: Noura,noura@example.sa", { cause: Object.assign(new Error("duplicate key params: noura@example.sa"), { params: ["Noura"] }) });
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain("noura@example.sa");
    expect(text).not.toContain("Noura");
  });

  it("the server's logger applies all of it", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", sink);
    logger.error({ err: new Error("Failed query: select\nparams: noura@example.sa"), body: { password: "hunter2", token: "t0k" } }, "boom");
    const text = lines.join("");
    expect(text).toContain("boom");
    for (const secret of ["noura@example.sa", "hunter2", "t0k"]) expect(text).not.toContain(secret);
  });
});
