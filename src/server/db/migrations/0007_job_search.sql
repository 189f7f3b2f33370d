CREATE TYPE "public"."employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACT', 'TEMPORARY', 'INTERNSHIP', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."ingest_status" AS ENUM('RUNNING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."posting_source_kind" AS ENUM('GREENHOUSE', 'LEVER', 'ASHBY', 'JSON_LD', 'FEED_FILE', 'SAMPLE');--> statement-breakpoint
CREATE TYPE "public"."seniority" AS ENUM('INTERN', 'ENTRY', 'MID', 'SENIOR', 'LEAD', 'EXECUTIVE');--> statement-breakpoint
CREATE FUNCTION "job_posting_search_config"("language" text) RETURNS regconfig
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT (CASE split_part(lower("language"), '-', 1)
		WHEN '' THEN 'english' WHEN 'en' THEN 'english' WHEN 'fr' THEN 'french'
		WHEN 'es' THEN 'spanish' WHEN 'de' THEN 'german' WHEN 'it' THEN 'italian'
		WHEN 'pt' THEN 'portuguese' WHEN 'nl' THEN 'dutch' ELSE 'simple' END)::regconfig $$;--> statement-breakpoint
CREATE TABLE "job_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"remote" "workplace_type",
	"employment_type" "employment_type",
	"salary_min" double precision,
	"salary_max" double precision,
	"salary_currency" text,
	"salary_period" text,
	"salary_yearly_min" integer,
	"salary_yearly_max" integer,
	"posted_at" date,
	"closes_at" date,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"apply_url" text,
	"language" text DEFAULT '' NOT NULL,
	"skills_required" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills_preferred" text[] DEFAULT '{}'::text[] NOT NULL,
	"seniority" "seniority",
	"years_required" integer,
	"content_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(job_posting_search_config("language"), "title"), 'A') || setweight(to_tsvector(job_posting_search_config("language"), "company"), 'B') || setweight(to_tsvector(job_posting_search_config("language"), "description_text"), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_source_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" text NOT NULL,
	"status" "ingest_status" NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"read" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"expired" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"skipped_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "job_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "posting_source_kind" NOT NULL,
	"board" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_source_runs" ADD CONSTRAINT "job_source_runs_source_id_job_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."job_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_postings_source_id_external_id_idx" ON "job_postings" USING btree ("source_id","external_id");--> statement-breakpoint
CREATE INDEX "job_postings_search_idx" ON "job_postings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "job_postings_listed_idx" ON "job_postings" USING btree ("posted_at" DESC NULLS LAST,"id" DESC) WHERE "job_postings"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "job_source_runs_source_id_started_at_idx" ON "job_source_runs" USING btree ("source_id","started_at");