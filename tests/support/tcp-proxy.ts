import net from "node:net";

export interface TcpProxy {
  /** The port the proxy listens on; the same after a restart. */
  port: number;
  /** Stops listening and cuts every open connection, like a database going down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Holds every byte in both directions and new connections too, like a database that hangs (SIGSTOP). */
  freeze(): void;
  /**
   * Relays requests as usual, but once one carries `marker` (e.g. "commit"), holds every reply: the database
   * did the work and its answer never arrives. `thaw` delivers the held replies.
   */
  holdRepliesAfter(marker: string): void;
  /** Delivers what was held and relays again. */
  thaw(): void;
  readonly running: boolean;
}

/**
 * A plain TCP relay in front of `target`, used to take the database away
 * from a running app and give it back.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let frozen = false;
  let repliesHeld = false;
  let replyMarker: string | null = null;
  const held: { to: net.Socket; chunk: Buffer }[] = [];
  const relay = (from: net.Socket, to: net.Socket, direction: "request" | "reply") =>
    from.on("data", (chunk: Buffer) => {
      if (direction === "request" && replyMarker && chunk.includes(replyMarker)) repliesHeld = true;
      if (frozen || (direction === "reply" && repliesHeld)) held.push({ to, chunk });
      else to.write(chunk);
    });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const cleanup = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", cleanup).on("close", cleanup);
        upstream.on("error", cleanup).on("close", cleanup);
        relay(client, upstream, "request");
        relay(upstream, client, "reply");
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        s.off("error", reject);
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get running() {
      return server !== null;
    },
    start: async () => {
      if (!server) await listen();
    },
    freeze: () => {
      frozen = true;
    },
    holdRepliesAfter: (marker) => {
      replyMarker = marker;
    },
    thaw: () => {
      frozen = false;
      repliesHeld = false;
      replyMarker = null;
      for (const { to, chunk } of held.splice(0)) if (!to.destroyed) to.write(chunk);
    },
    stop: async () => {
      const s = server;
      if (!s) return;
      server = null;
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await closed;
    },
  };
}
