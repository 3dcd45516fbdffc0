import pino, { type DestinationStream, type Logger } from "pino";
import { serializeError } from "./log-redaction";

/** Structured logs; anything that could carry a secret or a visitor's details is redacted (see log-redaction.ts). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
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
