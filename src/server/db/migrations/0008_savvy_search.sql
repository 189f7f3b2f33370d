CREATE TYPE "public"."hide_reason" AS ENUM('NOT_MY_FIELD', 'TOO_SENIOR', 'TOO_JUNIOR', 'LOCATION', 'COMPANY', 'OTHER');--> statement-breakpoint
CREATE TABLE "hidden_job_postings" (
	"user_id" uuid NOT NULL,
	"posting_id" uuid NOT NULL,
	"reason" "hide_reason" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_job_postings_user_id_posting_id_pk" PRIMARY KEY("user_id","posting_id")
);
--> statement-breakpoint
ALTER TABLE "hidden_job_postings" ADD CONSTRAINT "hidden_job_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_job_postings" ADD CONSTRAINT "hidden_job_postings_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_skills_required_idx" ON "job_postings" USING gin ("skills_required");--> statement-breakpoint
CREATE INDEX "job_postings_skills_preferred_idx" ON "job_postings" USING gin ("skills_preferred");--> statement-breakpoint
CREATE INDEX "job_postings_apply_url_idx" ON "job_postings" USING btree ("apply_url");