/**
 * The statuses of `blog_posts.status` (db/schema/blog-posts.ts), repeated
 * here so browser code does not pull the database schema into its bundle;
 * a unit test keeps the two lists equal.
 */
export const postStatuses = ["draft", "pending", "published", "rejected"] as const;
export type PostStatus = (typeof postStatuses)[number];

/** The statuses the firm chooses between when writing a post itself. */
export const editorStatuses = ["draft", "published"] as const satisfies readonly PostStatus[];
