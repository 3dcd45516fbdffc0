ALTER TABLE "users" ADD COLUMN "is_protected" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The account the site protected by its name until now keeps its protection, if it really is an administrator.
UPDATE "users" SET "is_protected" = true WHERE lower("username") = 'admin' AND "role" = 'admin';
