import pino, { type Logger } from "pino";

/** Structured logs; anything that could carry a secret is redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
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
      ],
      censor: "[redacted]",
    },
  });
}
