// A child process for logger.test.ts: an HTTP server that logs every request
// through the site's real logger (to stdout, which the test points at a full
// disk) and stops on SIGTERM the way server/main.ts does.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createLogger } from "../logger";

const logger = createLogger("info");
const server = http.createServer((req, res) => {
  logger.info({ path: req.url }, "request");
  res.setHeader("Connection", "close");
  res.end("ok");
});
server.listen(0, "127.0.0.1", () => {
  logger.info("server listening");
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.once("SIGTERM", () => {
  logger.info("shutting down");
  server.close(() => {
    logger.info("bye");
    process.exit(0);
  });
});
