ALTER TABLE "blog_posts" ADD COLUMN "search_title_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_title_ar" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_description_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_description_ar" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "social_image_en" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "social_image_ar" text;