import { RouterContextProvider } from "react-router";
import { noPublicDataMemo } from "~/lib/public-data-memo";
import { requestContext } from "~/lib/request-context";
import type { TestApp } from "./test-app";

type ResourceLoader = (args: never) => unknown;

/** A resource route's loader (`/sitemap.xml`, `/robots.txt`) called for the test app's database: the API test app serves no pages. */
export async function callRouteLoader(loader: ResourceLoader, ctx: TestApp, path: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(requestContext, { db: ctx.database.db, config: ctx.config, logger: ctx.logger, user: null, nonce: "test", signingSecret: ctx.signingSecret, publicData: noPublicDataMemo, clientAddress: "127.0.0.1", lang: "en" });
  const result = await loader({ request: new Request(ctx.config.PUBLIC_URL.replace(/\/+$/, "") + path), params: {}, context, unstable_pattern: path } as never);
  if (!(result instanceof Response)) throw new Error("the loader did not answer a Response");
  return result;
}
