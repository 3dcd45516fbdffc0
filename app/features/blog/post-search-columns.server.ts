import { blogPosts } from "#db/schema";
import type { PostSearchField } from "./post-search-fields";

/** The search and sharing columns (decision 045); `readSearchFields` turns their nulls into empty fields. */
export const postSearchColumns = {
  searchTitleEn: blogPosts.searchTitleEn,
  searchTitleAr: blogPosts.searchTitleAr,
  searchDescriptionEn: blogPosts.searchDescriptionEn,
  searchDescriptionAr: blogPosts.searchDescriptionAr,
  socialImageEn: blogPosts.socialImageEn,
  socialImageAr: blogPosts.socialImageAr,
} satisfies Record<PostSearchField, unknown>;
