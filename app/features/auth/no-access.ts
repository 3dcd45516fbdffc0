/** HTTP status a loader throws (via `requireAdminPage`) when a signed-in account may not see the page. */
export const NO_ACCESS_STATUS = 403;
