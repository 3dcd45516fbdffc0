CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "job_runs_name_day_pk" PRIMARY KEY("name","day")
);
