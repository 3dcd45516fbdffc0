import { afterEach, describe, expect, it, vi } from "vitest";
import { saveBlob } from "./save-blob";

describe("saveBlob", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("clicks a hidden download link for the blob, removes it, and frees the address later", () => {
    vi.useFakeTimers();
    const link = { click: vi.fn(), remove: vi.fn() } as Record<string, unknown>;
    const append = vi.fn();
    vi.stubGlobal("document", { createElement: vi.fn(() => link), body: { append } });
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", { createObjectURL: vi.fn(() => "blob:report"), revokeObjectURL });

    saveBlob(new Blob(["%PDF"]), "report.pdf");

    expect(link).toMatchObject({ href: "blob:report", download: "report.pdf", hidden: true });
    expect(append).toHaveBeenCalledWith(link);
    expect(link.click).toHaveBeenCalledOnce();
    expect(link.remove).toHaveBeenCalledOnce();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:report");
  });
});
