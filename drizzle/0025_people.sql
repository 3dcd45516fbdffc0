CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_ar" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"bio_ar" text DEFAULT '' NOT NULL,
	"expertise_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expertise_ar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sectors_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sectors_ar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages_ar" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"booking_url" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"contact_partner" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE INDEX "people_published_order_idx" ON "people" USING btree ("published","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "people_one_contact_partner" ON "people" USING btree ("contact_partner") WHERE "people"."contact_partner";