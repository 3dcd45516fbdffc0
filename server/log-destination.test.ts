import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { createLogDestination } from "./log-destination";

const enospc = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });

describe("log destination", () => {
  it("drops and counts lines while writes fail, says so once, and again with the count when writing works again", async () => {
    const written: string[] = [];
    const notices: string[] = [];
    let diskFull = false;
    const writeSync = (_fd: number, text: string) => {
      if (diskFull) throw enospc;
      written.push(text);
      return Buffer.byteLength(text);
    };
    const destination = createLogDestination({ writeSync, notice: (text) => notices.push(text) });
    const settle = () => Promise.resolve();

    destination.write("one\n");
    await settle();
    diskFull = true;
    for (const line of ["two\n", "three\n", "four\n"]) {
      destination.write(line);
      await settle();
    }
    expect(destination.dropped).toBe(3);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain("ENOSPC");

    diskFull = false;
    destination.write("five\n");
    await settle();
    expect(written.join("")).toBe("one\nfive\n");
    expect(notices).toHaveLength(2);
    expect(notices[1]).toContain("3 line(s) were dropped");

    // A second outage is reported again.
    diskFull = true;
    destination.write("six\n");
    await settle();
    expect(notices).toHaveLength(3);
    expect(destination.dropped).toBe(4);
  });

  it("keeps lines a busy pipe cannot take yet (EAGAIN), in order, and writes them on exit", async () => {
    const written: string[] = [];
    let busy = true;
    const writeSync = (_fd: number, text: string) => {
      if (busy) throw Object.assign(new Error("EAGAIN: resource temporarily unavailable, write"), { code: "EAGAIN" });
      written.push(text);
      return Buffer.byteLength(text);
    };
    const destination = createLogDestination({ writeSync, notice: () => {} });
    destination.write("one\n");
    destination.write("two\n");
    busy = false;
    destination.write("three\n");
    destination.flushSync();
    expect(written.join("")).toBe("one\ntwo\nthree\n");
    expect(destination.dropped).toBe(0);
  });

  it("on exit, a failing write gives up at once instead of retrying", () => {
    const fd = fs.openSync("/dev/full", "w");
    const busy = Object.assign(new Error("EAGAIN"), { code: "EAGAIN" });
    let calls = 0;
    const destination = createLogDestination({
      fd,
      notice: () => {},
      writeSync: (target, text) => {
        if (++calls === 1) throw busy;
        return fs.writeSync(target, text);
      },
    });
    destination.write("waiting\n");
    const started = Date.now();
    destination.flushSync();
    fs.closeSync(fd);
    expect(Date.now() - started).toBeLessThan(100);
  });
});
