import type { PageHandle } from "~/lib/page-hydration";
import { data } from "react-router";

/** HTML and the boot script only: nothing here needs React in the browser (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/** Every path no other route claims: a real 404, shown by the layout's error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
