CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_kind" text NOT NULL,
	"item_key" text NOT NULL,
	"post_id" integer,
	"number" integer NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cause" text NOT NULL,
	"restored_from" integer,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "content_revisions_item_number_key" UNIQUE("item_kind","item_key","number")
);
--> statement-breakpoint
CREATE TABLE "translation_states" (
	"item_kind" text NOT NULL,
	"item_key" text NOT NULL,
	"post_id" integer,
	"changed_rev_en" integer DEFAULT 0 NOT NULL,
	"changed_rev_ar" integer DEFAULT 0 NOT NULL,
	"reviewed_rev_en" integer DEFAULT 0 NOT NULL,
	"reviewed_rev_ar" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "translation_states_item_key" UNIQUE("item_kind","item_key")
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_states" ADD CONSTRAINT "translation_states_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_post_idx" ON "content_revisions" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "translation_states_post_idx" ON "translation_states" USING btree ("post_id");