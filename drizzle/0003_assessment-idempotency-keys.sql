ALTER TABLE "hr_assessments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "leadership_assessments" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "hr_assessments" ADD CONSTRAINT "hr_assessments_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "leadership_assessments" ADD CONSTRAINT "leadership_assessments_idempotency_key_unique" UNIQUE("idempotency_key");