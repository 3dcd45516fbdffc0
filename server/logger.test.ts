import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";

const fixture = path.join(import.meta.dirname, "test-fixtures", "logging-server.ts");

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("logging to a full disk", () => {
  it("drops the lines, keeps answering, says so once on stderr, and exits cleanly on SIGTERM", async () => {
    // /dev/full fails every write with ENOSPC, like a log file on a full disk.
    const full = fs.openSync("/dev/full", "w");
    const child = spawn(process.execPath, ["--import", "tsx", fixture], { stdio: ["ignore", full, "pipe", "ipc"] });
    fs.closeSync(full);
    let stderr = "";
    child.stderr!.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    try {
      const { port } = await new Promise<{ port: number }>((resolve, reject) => {
        child.once("message", (message) => resolve(message as { port: number }));
        child.once("exit", () => reject(new Error(`the server stopped before listening: ${stderr}`)));
        setTimeout(() => reject(new Error(`the server never answered (hung): ${stderr}`)), 10_000);
      });
      for (let i = 0; i < 20; i++) {
        expect(await get(port)).toEqual({ status: 200, body: "ok" });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const started = Date.now();
      child.kill("SIGTERM");
      const result = await Promise.race([exited, new Promise<"hung">((resolve) => setTimeout(() => resolve("hung"), 5_000))]);
      expect(result).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(stderr.match(/cannot write the log/g)).toHaveLength(1);
      expect(stderr).toContain("ENOSPC");
    } finally {
      child.kill("SIGKILL");
    }
  });
});
