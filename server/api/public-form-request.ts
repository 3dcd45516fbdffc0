import type { Request } from "express";

/** The visitor's address for rate limits (behind a proxy only when TRUST_PROXY says so). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
