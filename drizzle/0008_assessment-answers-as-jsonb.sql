-- Issue 13 step 4 (decision 028): scores, answers and challenges become jsonb. Text that reads as JSON of the
-- column's kind (an object for scores and answers, a list for challenges) is kept as it is; anything else (rows
-- written by hand or by a broken client) becomes NULL, after a warning naming the rows. The two columns that were
-- NOT NULL lose that rule so such a row can stay: the server always writes them, and the admin views already say
-- "No scores data available" for a row they cannot read.
CREATE FUNCTION "assessment_text_to_jsonb"("value" text, "kind" text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  "parsed" jsonb;
BEGIN
  IF "value" IS NULL THEN RETURN NULL; END IF;
  "parsed" := "value"::jsonb;
  IF jsonb_typeof("parsed") <> "kind" THEN RETURN NULL; END IF;
  RETURN "parsed";
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  "unreadable" text;
BEGIN
  SELECT string_agg(format('hr_assessments %s: %s', "id", concat_ws(', ',
      CASE WHEN "assessment_text_to_jsonb"("scores", 'object') IS NULL THEN 'scores' END,
      CASE WHEN "challenges" IS NOT NULL AND "assessment_text_to_jsonb"("challenges", 'array') IS NULL THEN 'challenges' END,
      CASE WHEN "answers" IS NOT NULL AND "assessment_text_to_jsonb"("answers", 'object') IS NULL THEN 'answers' END)), '; ')
  INTO "unreadable"
  FROM "hr_assessments"
  WHERE "assessment_text_to_jsonb"("scores", 'object') IS NULL
    OR ("challenges" IS NOT NULL AND "assessment_text_to_jsonb"("challenges", 'array') IS NULL)
    OR ("answers" IS NOT NULL AND "assessment_text_to_jsonb"("answers", 'object') IS NULL);
  IF "unreadable" IS NOT NULL THEN RAISE WARNING 'unreadable JSON set to NULL: %', "unreadable"; END IF;
  SELECT string_agg(format('leadership_assessments %s: answers', "id"), '; ')
  INTO "unreadable"
  FROM "leadership_assessments"
  WHERE "assessment_text_to_jsonb"("answers", 'object') IS NULL;
  IF "unreadable" IS NOT NULL THEN RAISE WARNING 'unreadable JSON set to NULL: %', "unreadable"; END IF;
END
$$;
--> statement-breakpoint
ALTER TABLE "hr_assessments" ALTER COLUMN "scores" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hr_assessments" ALTER COLUMN "scores" SET DATA TYPE jsonb USING "assessment_text_to_jsonb"("scores", 'object');--> statement-breakpoint
ALTER TABLE "hr_assessments" ALTER COLUMN "challenges" SET DATA TYPE jsonb USING "assessment_text_to_jsonb"("challenges", 'array');--> statement-breakpoint
ALTER TABLE "hr_assessments" ALTER COLUMN "answers" SET DATA TYPE jsonb USING "assessment_text_to_jsonb"("answers", 'object');--> statement-breakpoint
ALTER TABLE "leadership_assessments" ALTER COLUMN "answers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leadership_assessments" ALTER COLUMN "answers" SET DATA TYPE jsonb USING "assessment_text_to_jsonb"("answers", 'object');--> statement-breakpoint
DROP FUNCTION "assessment_text_to_jsonb"(text, text);
