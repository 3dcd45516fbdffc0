CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_item_user_idx" ON "content_drafts" USING btree ("kind","item_id","user_id");--> statement-breakpoint
CREATE INDEX "content_drafts_user_idx" ON "content_drafts" USING btree ("user_id");