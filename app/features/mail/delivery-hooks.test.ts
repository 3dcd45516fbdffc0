import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "#db/client";
import { onMailDelivered, referenceKind, runDeliveryHandlers } from "./delivery-hooks.server";

const db = {} as Database;
const logger = pino({ level: "silent" });

describe("mail delivery hooks", () => {
  it("splits a reference into its kind and the id of what it is about", () => {
    expect(referenceKind("leadership-assessment:12")).toEqual({ kind: "leadership-assessment", subjectId: "12" });
    expect(referenceKind("digest")).toEqual({ kind: "digest", subjectId: "" });
  });

  it("calls the handlers of the reference's kind only, and can be removed", async () => {
    const assessment = vi.fn();
    const other = vi.fn();
    const off = onMailDelivered("test-assessment", assessment);
    const offOther = onMailDelivered("test-other", other);
    await runDeliveryHandlers(db, { id: 7, reference: "test-assessment:12" }, logger);
    expect(assessment).toHaveBeenCalledWith({ db, mailId: 7, reference: "test-assessment:12", subjectId: "12" });
    expect(other).not.toHaveBeenCalled();

    off();
    offOther();
    await runDeliveryHandlers(db, { id: 8, reference: "test-assessment:13" }, logger);
    expect(assessment).toHaveBeenCalledTimes(1);
  });

  it("keeps going when a handler throws", async () => {
    const after = vi.fn();
    const offBroken = onMailDelivered("test-broken", () => {
      throw new Error("boom");
    });
    const offAfter = onMailDelivered("test-broken", after);
    await expect(runDeliveryHandlers(db, { id: 9, reference: "test-broken:1" }, logger)).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledOnce();
    offBroken();
    offAfter();
  });
});
