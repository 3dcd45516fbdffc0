/** The admin dashboard's Users tab (being built with issue 4). */
export function UsersTab() {
  return null;
}
