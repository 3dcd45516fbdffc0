import http, { type RequestListener, type Server } from "node:http";

/** Why the port could not be bound, in words an operator can act on. */
export function describeListenError(error: NodeJS.ErrnoException, port: number, host: string): string {
  const where = `${host}:${port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} on ${host} is already in use by another program: stop it, or set PORT to a free port.`;
    case "EACCES":
      return `Not allowed to listen on ${where} (ports below 1024 need extra rights): set PORT to 1024 or above.`;
    case "EADDRNOTAVAIL":
      return `HOST=${host} is not an address of this machine: use 0.0.0.0 (every interface), 127.0.0.1, or one of this machine's addresses.`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `HOST=${host} is not a known host name: use 0.0.0.0, 127.0.0.1, or one of this machine's addresses.`;
    default:
      return `Could not listen on ${where}: ${error.message}`;
  }
}

export interface BoundServer {
  server: Server;
  /** Hands requests to the site once it is ready; until then they get 503 with Retry-After. */
  serve(handler: RequestListener): void;
}

/**
 * Binds the port before anything else starts (database, workers), so a taken
 * port or a wrong HOST is reported at once and clearly, and nothing is left
 * half started.
 */
export function bindPort(port: number, host: string): Promise<BoundServer> {
  let handler: RequestListener | null = null;
  const server = http.createServer((req, res) => {
    if (handler) return handler(req, res);
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" });
    res.end("Starting; try again in a few seconds.");
  });
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.close();
      reject(Object.assign(new Error(describeListenError(error, port, host)), { code: error.code }));
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve({
        server,
        serve: (next) => {
          handler = next;
        },
      });
    });
  });
}
