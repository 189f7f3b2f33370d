CREATE TYPE "public"."date_precision" AS ENUM('MONTH', 'YEAR');--> statement-breakpoint
ALTER TABLE "edu_events" ADD COLUMN "start_date_precision" date_precision DEFAULT 'MONTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "edu_events" ADD COLUMN "end_date_precision" date_precision DEFAULT 'MONTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_events" ADD COLUMN "start_date_precision" date_precision DEFAULT 'MONTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_events" ADD COLUMN "end_date_precision" date_precision DEFAULT 'MONTH' NOT NULL;