/**
 * The paging fields every list answer carries next to its rows (the
 * dashboard's tables and a member's own articles).
 */
export interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
}
