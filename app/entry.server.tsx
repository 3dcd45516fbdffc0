import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { renderDocument } from "~/lib/render-document.server";
import { requestContext } from "~/lib/request-context";

export const streamTimeout = 10_000;

/** Renders the whole page (renderDocument) with the request's CSP nonce, if it has one, on every inline script. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page kept by the anonymous page cache is rendered without a nonce (its policy lists script hashes).
  const nonce = loadContext.get(requestContext).nonce || undefined;
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return renderDocument(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    status: responseStatusCode,
    headers: responseHeaders,
    nonce,
    timeoutMs: streamTimeout + 1_000,
    onError: (error) => console.error(error),
  });
}
