import type { PageHandle } from "~/lib/page-hydration";
import { data } from "react-router";
import { missingPageStatus } from "~/features/blog/redirects/find-removed-address.server";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/not-found";

/** HTML and the boot script only: nothing here needs React in the browser (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/**
 * Every path no other route claims: a real 404, shown by the layout's error
 * boundary, or 410 for an address removed on purpose (decision 043).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, logger } = context.get(requestContext);
  throw data(null, { status: await missingPageStatus(db, url.pathname, logger) });
}

export default function NotFound() {
  return null;
}
