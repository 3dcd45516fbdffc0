import { blogPostStatuses, type BlogPostStatus } from "#db/schema/enums";

/** The statuses of `blog_posts.status`, from the schema's dependency-free list (db/schema/enums.ts). */
export const postStatuses = blogPostStatuses;
export type PostStatus = BlogPostStatus;

/** The statuses the firm chooses between when writing a post itself. */
export const editorStatuses = ["draft", "published", "scheduled"] as const satisfies readonly PostStatus[];
