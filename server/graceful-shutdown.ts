import type { Server } from "node:http";
import type { RequestHandler } from "express";

/**
 * Stopping without cutting anyone off. On `begin()` the server stops
 * accepting connections and closes the idle keep-alive ones; every response
 * still in flight carries `Connection: close`, so its socket closes once the
 * answer is out instead of taking another request that would be cut. When
 * the last connection has closed (or after `graceMs`, when the rest are
 * cut), `whenClosed` runs — closing the database comes after the last
 * request, never before.
 */
export function createDrain(options: { graceMs: number }) {
  let draining = false;
  let done: Promise<void> | null = null;

  /** First in the middleware chain. Decided when the answer's head is written, so a request that began before the signal is covered too. */
  const middleware: RequestHandler = (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (draining && !res.headersSent) res.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    next();
  };

  function begin(server: Server, whenClosed: () => Promise<void>): Promise<void> {
    if (done) return done;
    draining = true;
    done = new Promise<void>((resolve) => {
      const force = setTimeout(() => server.closeAllConnections(), options.graceMs);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        whenClosed().finally(resolve);
      });
      server.closeIdleConnections();
    });
    return done;
  }

  return {
    middleware,
    begin,
    get draining() {
      return draining;
    },
  };
}
