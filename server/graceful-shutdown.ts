import type { Server } from "node:http";
import net from "node:net";
import type { RequestHandler } from "express";

/**
 * How long a keep-alive connection that is idle at the signal is left open,
 * so a request its client wrote just before (still in the socket, unread,
 * so Node counts the connection idle) arrives and is answered.
 */
export const IDLE_SETTLE_MS = 1_000;

/**
 * Stopping without cutting anyone off. On `begin()` the server stops
 * accepting connections; every response from then on (and those in flight)
 * carries `Connection: close`, so its socket closes once the answer is out
 * instead of taking another request that would be cut. Keep-alive
 * connections idle at the signal are closed `IDLE_SETTLE_MS` later, once a
 * request already on its way has had time to arrive (closing them at once
 * reset such requests, unanswered). When
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
      // Not `server.close()`: since Node 19 it also closes the idle connections at once.
      net.Server.prototype.close.call(server, () => {
        clearTimeout(force);
        clearTimeout(settle);
        whenClosed().finally(resolve);
      });
      const settle = setTimeout(() => server.closeIdleConnections(), Math.min(IDLE_SETTLE_MS, options.graceMs));
      settle.unref();
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
