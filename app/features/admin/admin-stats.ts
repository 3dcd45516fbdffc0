/** The dashboard's summary cards (spec §2), as `GET /api/admin/stats` answers them. */
export interface AdminStats {
  users: number;
  publishedPosts: number;
  contactSubmissions: number;
  featuredPosts: number;
  pendingPosts: number;
}
