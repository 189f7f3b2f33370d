CREATE TYPE "public"."education_level" AS ENUM('SECONDARY', 'ASSOCIATE', 'BACHELOR', 'MASTER', 'DOCTORATE');--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "content_words" text[];--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "education_required" "education_level";