CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_id" integer,
	"from_value" text,
	"to_value" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"source" text NOT NULL,
	"contact_submission_id" integer,
	"hr_assessment_id" integer,
	"leadership_assessment_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"owner_id" integer,
	"next_follow_up_at" timestamp with time zone,
	"name" text NOT NULL,
	"email" text,
	"company" text,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"consent_notice_version" text,
	"consent_accepted_at" timestamp with time zone,
	"consent_language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone,
	CONSTRAINT "leads_one_source" CHECK (num_nonnulls("leads"."contact_submission_id", "leads"."hr_assessment_id", "leads"."leadership_assessment_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text,
	"email" text,
	"name" text NOT NULL,
	"company" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_label" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"address" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_hr_assessment_id_hr_assessments_id_fk" FOREIGN KEY ("hr_assessment_id") REFERENCES "public"."hr_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_leadership_assessment_id_leadership_assessments_id_fk" FOREIGN KEY ("leadership_assessment_id") REFERENCES "public"."leadership_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_lead_created_idx" ON "lead_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_contact_submission_unique" ON "leads" USING btree ("contact_submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_hr_assessment_unique" ON "leads" USING btree ("hr_assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_leadership_assessment_unique" ON "leads" USING btree ("leadership_assessment_id");--> statement-breakpoint
CREATE INDEX "leads_person_idx" ON "leads" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("next_follow_up_at");--> statement-breakpoint
CREATE INDEX "leads_last_activity_idx" ON "leads" USING btree ("last_activity_at");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_email_key_unique" ON "persons" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
-- Issue 14 (decision 030): every existing submission becomes a lead of a person. A person is one e-mail, trimmed and in
-- lower case, with the name, company and phone of their latest submission; a submission without an e-mail is a person
-- of its own. The three forms that post to /api/contact are told apart as app/features/lead-pipeline/lead-source.ts
-- does: the consultation dialog's message starts with the phone and preferred-date lines, the inquiry dialog's with the
-- phone line and a blank line (in either language); anything else is the contact form (or /connect).
INSERT INTO "persons" ("email_key", "email", "name", "company", "phone", "created_at", "updated_at")
SELECT DISTINCT ON ("k") "k", "email", "name", "company", "phone",
  min("created_at") OVER (PARTITION BY "k"), max("created_at") OVER (PARTITION BY "k")
FROM (
  SELECT lower(trim("email")) AS "k", trim("email") AS "email", "full_name" AS "name", "company",
    substring("message" from '^(?:Phone|الهاتف): ([^\n]*)\n') AS "phone", "created_at", "id"
  FROM "contact_submissions" WHERE trim("email") <> ''
  UNION ALL
  SELECT lower(trim("email")), trim("email"), "name", "company", "phone", "created_at", "id" FROM "hr_assessments" WHERE trim("email") <> ''
  UNION ALL
  SELECT lower(trim("email")), trim("email"), "name", "company", "phone", "created_at", "id" FROM "leadership_assessments" WHERE trim(coalesce("email", '')) <> ''
) AS "submission"
ORDER BY "k", "created_at" DESC, "id" DESC;
--> statement-breakpoint
-- Persons of their own for submissions without an e-mail (only the leadership assessment allows none), with their leads.
WITH "orphan" AS MATERIALIZED (
  SELECT "a".*, nextval(pg_get_serial_sequence('persons', 'id')) AS "person_id"
  FROM "leadership_assessments" AS "a" WHERE trim(coalesce("a"."email", '')) = ''
), "person" AS (
  INSERT INTO "persons" ("id", "email_key", "email", "name", "company", "phone", "created_at", "updated_at")
  SELECT "person_id", NULL, NULL, "name", "company", "phone", "created_at", "created_at" FROM "orphan"
)
INSERT INTO "leads" ("person_id", "source", "leadership_assessment_id", "name", "email", "company", "phone", "language", "created_at", "last_activity_at")
SELECT "person_id", 'leadership_assessment', "id", "name", NULL, "company", "phone", "language", "created_at", "created_at" FROM "orphan";
--> statement-breakpoint
INSERT INTO "leads" ("person_id", "source", "contact_submission_id", "name", "email", "company", "phone", "language",
  "consent_accepted_at", "consent_language", "created_at", "last_activity_at")
SELECT "p"."id",
  CASE
    WHEN "c"."message" ~ '^(Phone|الهاتف): [^\n]*\n(Preferred date|التاريخ المفضل): ' THEN 'consultation'
    WHEN "c"."message" ~ '^(Phone|الهاتف): [^\n]*\n\n' THEN 'inquiry'
    ELSE 'contact'
  END,
  "c"."id", "c"."full_name", trim("c"."email"), "c"."company", substring("c"."message" from '^(?:Phone|الهاتف): ([^\n]*)\n'), "c"."language",
  CASE WHEN "c"."privacy_accepted" THEN "c"."created_at" END, CASE WHEN "c"."privacy_accepted" THEN "c"."language" END,
  "c"."created_at", "c"."created_at"
FROM "contact_submissions" AS "c" JOIN "persons" AS "p" ON "p"."email_key" = lower(trim("c"."email"));
--> statement-breakpoint
INSERT INTO "leads" ("person_id", "source", "hr_assessment_id", "name", "email", "company", "phone", "language", "created_at", "last_activity_at")
SELECT "p"."id", 'hr_assessment', "h"."id", "h"."name", trim("h"."email"), "h"."company", "h"."phone", "h"."language", "h"."created_at", "h"."created_at"
FROM "hr_assessments" AS "h" JOIN "persons" AS "p" ON "p"."email_key" = lower(trim("h"."email"));
--> statement-breakpoint
INSERT INTO "leads" ("person_id", "source", "leadership_assessment_id", "name", "email", "company", "phone", "language", "created_at", "last_activity_at")
SELECT "p"."id", 'leadership_assessment', "l"."id", "l"."name", trim("l"."email"), "l"."company", "l"."phone", "l"."language", "l"."created_at", "l"."created_at"
FROM "leadership_assessments" AS "l" JOIN "persons" AS "p" ON "p"."email_key" = lower(trim("l"."email"));
