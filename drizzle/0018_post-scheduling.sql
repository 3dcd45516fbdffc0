ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "unpublish_at" timestamp with time zone;