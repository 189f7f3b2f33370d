CREATE TYPE "public"."archive_reason" AS ENUM('WITHDRAWN', 'NO_ANSWER', 'CLOSED');--> statement-breakpoint
CREATE TYPE "public"."job_stage" AS ENUM('SAVED', 'APPLIED', 'INTERVIEWING', 'OFFER', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."sent_document_kind" AS ENUM('RESUME', 'COVER_LETTER');--> statement-breakpoint
CREATE TYPE "public"."workplace_type" AS ENUM('ON_SITE', 'HYBRID', 'REMOTE');--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"company" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"posting_url" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"remote" "workplace_type",
	"salary" jsonb,
	"source" text DEFAULT '' NOT NULL,
	"stage" "job_stage" NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"history" jsonb NOT NULL,
	"archived_reason" "archive_reason",
	"deadline" text,
	"next_follow_up" text,
	"excitement" integer,
	"notes" text DEFAULT '' NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" "sent_document_kind" NOT NULL,
	"source_id" uuid,
	"name" text NOT NULL,
	"document" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_documents" ADD CONSTRAINT "sent_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_documents" ADD CONSTRAINT "sent_documents_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_board_idx" ON "job_applications" USING btree ("user_id","stage","sort_order") WHERE "job_applications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sent_documents_user_id_application_id_idx" ON "sent_documents" USING btree ("user_id","application_id");