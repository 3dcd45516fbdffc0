import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "#db/client";
import { referenceKind, runDeliveryHook } from "./delivery-hooks.server";

const db = {} as Database;
const logger = pino({ level: "silent" });

describe("mail delivery hooks", () => {
  it("splits a reference into its kind and the id of what it is about", () => {
    expect(referenceKind("leadership-assessment:12")).toEqual({ kind: "leadership-assessment", subjectId: "12" });
    expect(referenceKind("digest")).toEqual({ kind: "digest", subjectId: "" });
  });

  it("calls the hook of the reference's kind only", async () => {
    const assessment = vi.fn();
    const other = vi.fn();
    const hooks = { "test-assessment": assessment, "test-other": other };
    await runDeliveryHook(db, { id: 7, reference: "test-assessment:12" }, hooks, logger);
    expect(assessment).toHaveBeenCalledWith({ db, mailId: 7, reference: "test-assessment:12", subjectId: "12" });
    expect(other).not.toHaveBeenCalled();
  });

  it("does nothing for a mail without a reference, or of a kind without a hook", async () => {
    const assessment = vi.fn();
    await runDeliveryHook(db, { id: 8, reference: null }, { "test-assessment": assessment }, logger);
    await runDeliveryHook(db, { id: 9, reference: "toString:1" }, { "test-assessment": assessment }, logger);
    expect(assessment).not.toHaveBeenCalled();
  });

  it("logs a hook that throws and does not pass the error on", async () => {
    const error = vi.fn();
    const spy = { ...logger, error } as unknown as typeof logger;
    const broken = () => {
      throw new Error("boom");
    };
    await expect(runDeliveryHook(db, { id: 9, reference: "test-broken:1" }, { "test-broken": broken }, spy)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
  });
});
