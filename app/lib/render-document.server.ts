import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { deferHydration } from "./defer-hydration.server";

export interface RenderDocumentOptions {
  status: number;
  headers: Headers;
  nonce: string | undefined;
  /** Rendering still waiting after this long is aborted (its Suspense fallbacks are sent). */
  timeoutMs: number;
  onError?: (error: unknown) => void;
}

/**
 * Renders the whole page before answering (complete HTML for visitors and
 * search engines alike). The abort timer is cleared as soon as rendering is
 * settled, so a page's render does not stay in memory until the deadline.
 */
export function renderDocument(element: ReactNode, options: RenderDocumentOptions): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let status = options.status;
    let deadline: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(deadline);
      deadline = undefined;
    };
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: options.nonce,
      onAllReady() {
        settle();
        // The page is complete: it leaves as one piece, so compression (and
        // the page cache) handle one buffer instead of a hundred small writes.
        const body = new PassThrough();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          options.headers.set("Content-Type", "text/html; charset=utf-8");
          // The scripts wait for the first paint (defer-hydration.server.ts).
          const html = deferHydration(Buffer.concat(chunks).toString("utf8"), options.nonce);
          resolve(new Response(html, { headers: options.headers, status }));
        });
        body.on("error", (error) => reject(error));
        pipe(body);
      },
      onShellError(error: unknown) {
        settle();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error: unknown) {
        status = 500;
        options.onError?.(error);
      },
    });
    deadline = setTimeout(() => {
      deadline = undefined;
      abort();
    }, options.timeoutMs);
  });
}
