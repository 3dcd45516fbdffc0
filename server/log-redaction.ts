import pino from "pino";

const REDACTED = "[redacted]";

/**
 * A request address as the logs may keep it: the path and the query's
 * parameter names, every value replaced. Values carry reset tokens
 * (`?token=…`), search words and e-mail addresses; the names are enough to
 * tell requests apart.
 */
export function redactUrl(url: string): string {
  const q = url.search(/[?#]/);
  if (q < 0) return url;
  const path = url.slice(0, q);
  if (url[q] === "#") return path;
  const params = url.slice(q + 1).replace(/#.*$/, "").split("&").filter(Boolean);
  const names = params.map((pair) => {
    const eq = pair.indexOf("=");
    return eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
  });
  return names.length ? `${path}?${names.join("&")}` : path;
}

/** The path alone: error logs keep no query string at all (it can carry names, e-mails, search words). */
export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : url.slice(0, cut);
}

/**
 * Database errors repeat the statement's parameters (a lead's name, e-mail
 * and message) in their text: "Failed query: insert … params: Noura,…".
 * Those parameters are cut from the message and the stack.
 */
export function scrubQueryParams(text: string): string {
  return text.replace(/(\bparams:)[^\n]*/g, `$1 ${REDACTED}`);
}

type SerializedError = ReturnType<typeof pino.stdSerializers.err> & { cause?: unknown; query?: unknown; params?: unknown };

/** pino's error serializer, then no statement parameters anywhere in it or its causes. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = pino.stdSerializers.err(error) as SerializedError;
  scrubSerialized(out, 0);
  return out;
}

function scrubSerialized(value: SerializedError, depth: number): void {
  if (typeof value.message === "string") value.message = scrubQueryParams(value.message);
  if (typeof value.stack === "string") value.stack = scrubQueryParams(value.stack);
  if ("params" in value) value.params = REDACTED;
  if (value.cause && typeof value.cause === "object" && depth < 5) scrubSerialized(value.cause as SerializedError, depth + 1);
}

/** A copy of an error for logging, with statement parameters cut from its message and stack (and its cause's). */
export function loggableError(error: unknown, depth = 0): Error {
  const source = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(scrubQueryParams(source.message));
  copy.name = source.name;
  copy.stack = source.stack ? scrubQueryParams(source.stack) : copy.stack;
  const code = (source as { code?: unknown }).code;
  if (code !== undefined) Object.assign(copy, { code });
  if (source.cause !== undefined && depth < 5) copy.cause = loggableError(source.cause, depth + 1);
  return copy;
}
