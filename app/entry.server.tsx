import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "#db/errors";
import { IslandRendererContext, type RenderIsland } from "~/islands/island-context";
import { renderDocument } from "~/lib/render-document.server";
import { requestContext } from "~/lib/request-context";

export const streamTimeout = 10_000;

/** Page requests that failed because the database could not be reached (marked by handleError, answered 503 by handleRequest). */
const databaseAway = new WeakSet<object>();

/** React Router's own logging, plus noting a request whose loader or action met an unreachable database. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (context && isDatabaseUnavailable(error)) databaseAway.add(context);
  // Our own 503 answer (handleRequest below) is no error to report.
  if (!request.signal.aborted && !(error instanceof Response)) console.error(isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error);
};

/** A page's data for a client-side navigation: the same 503 and Retry-After when the database was away. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (!context || !databaseAway.has(context)) return response;
  databaseAway.delete(context);
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(DB_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
};

/** Renders the whole page (renderDocument) with the request's CSP nonce, if it has one, on every inline script. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode >= 500 && databaseAway.has(loadContext)) {
    databaseAway.delete(loadContext);
    // React Router renders the page again with this answer at the root's error boundary, which says the site is briefly unavailable;
    // the page and its hydration data then agree, and the status is 503.
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  }
  // Every page answered 503 (the database is away) tells the browser and crawlers when to come back.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", String(DB_RETRY_AFTER_SECONDS));
  // A page kept by the anonymous page cache is rendered without a nonce (its policy lists script hashes).
  const nonce = loadContext.get(requestContext).nonce || undefined;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return renderDocument(
    <IslandRendererContext.Provider value={islandRenderer()}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </IslandRendererContext.Provider>,
    {
    status: responseStatusCode,
    headers: responseHeaders,
    nonce,
    timeoutMs: streamTimeout + 1_000,
    onError: (error) => console.error(error),
    },
  );
}

/**
 * Renders each island of one page on its own (decision 040), with an id
 * prefix of its own that the browser hydrates it with (app/islands/entry.tsx).
 */
function islandRenderer(): RenderIsland {
  let count = 0;
  return (node: ReactNode) => {
    const identifierPrefix = `i${count++}-`;
    return { html: renderToString(node, { identifierPrefix }), identifierPrefix };
  };
}
