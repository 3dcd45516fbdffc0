CREATE TABLE "lead_digest_lines" (
	"mail_id" integer NOT NULL,
	"line" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"erased_line" text NOT NULL,
	CONSTRAINT "lead_digest_lines_mail_id_line_pk" PRIMARY KEY("mail_id","line")
);
--> statement-breakpoint
ALTER TABLE "lead_digest_lines" ADD CONSTRAINT "lead_digest_lines_mail_id_outgoing_mail_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."outgoing_mail"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_digest_lines_lead_idx" ON "lead_digest_lines" USING btree ("lead_id");