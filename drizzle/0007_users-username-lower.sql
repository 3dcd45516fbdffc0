-- Usernames become unique regardless of case (decision 026). A database written before this could hold names that
-- differ only by case (ADMIN_USERNAME used to be matched exactly, and two sign-ups could race the check). In each such
-- group the protected administrator, else the oldest account, keeps its name; every other one gets "~" and its id
-- appended ("Sara" → "Sara~12"). "~" is not allowed in a username, so the new name cannot meet another account's;
-- an administrator sees it in the users tab and renames the account.
UPDATE "users" AS "u" SET "username" = "u"."username" || '~' || "u"."id", "updated_at" = now()
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("username") ORDER BY "is_protected" DESC, "id") AS "n" FROM "users"
) AS "d"
WHERE "d"."id" = "u"."id" AND "d"."n" > 1;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));
