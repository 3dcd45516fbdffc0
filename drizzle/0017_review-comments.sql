ALTER TABLE "blog_posts" ADD COLUMN "author_lang" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "review_comment" text;