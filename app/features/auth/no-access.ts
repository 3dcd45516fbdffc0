/** HTTP status a loader throws (via `requireRolePage`) when a signed-in account may not see the page. */
export const NO_ACCESS_STATUS = 403;
