import pino, { type DestinationStream, type Logger } from "pino";
import { createLogDestination } from "./log-destination";
import { serializeError } from "./log-redaction";

/**
 * Structured logs; anything that could carry a secret or a visitor's details is redacted (see log-redaction.ts).
 * Without a destination they go to standard output through log-destination.ts, which drops (and counts) lines
 * it cannot write instead of crashing or hanging the server.
 */
export function createLogger(level: string, destination: DestinationStream = standardOutput()): Logger {
  return pino(
    {
      level,
      serializers: { err: serializeError },
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'req.headers["csrf-token"]',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
          "*.password",
          "*.currentPassword",
          "*.newPassword",
          "*.passwordHash",
          "*.token",
          "*.secret",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

function standardOutput(): DestinationStream {
  const destination = createLogDestination();
  process.on("exit", () => destination.flushSync());
  return destination;
}
