/** The dashboard's summary cards, as `GET /api/admin/stats` answers them. */
export interface AdminStats {
  users: number;
  publishedPosts: number;
  contactSubmissions: number;
  featuredPosts: number;
  pendingPosts: number;
  /** Leads that arrived since Sunday 00:00 Riyadh time, whatever their status (issue 14). */
  newLeadsThisWeek: number;
  /** Open leads (not won, lost or spam) whose follow-up time has passed: the Leads tab's "overdue" filter. */
  overdueFollowUps: number;
}
