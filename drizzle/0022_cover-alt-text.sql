ALTER TABLE "blog_posts" ADD COLUMN "image_alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt_ar" text DEFAULT '' NOT NULL;