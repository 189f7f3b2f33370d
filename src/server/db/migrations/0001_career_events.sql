CREATE TYPE "public"."paragraph_kind" AS ENUM('OPENING', 'BODY', 'CLOSING');--> statement-breakpoint
CREATE TYPE "public"."skill_level" AS ENUM('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT');--> statement-breakpoint
CREATE TABLE "cover_letter_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"uuid" text,
	"title" text NOT NULL,
	"kind" "paragraph_kind" NOT NULL,
	"text" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edu_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"uuid" text,
	"university" text NOT NULL,
	"degree" text DEFAULT '' NOT NULL,
	"major" text DEFAULT '' NOT NULL,
	"minor" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"start_date" text,
	"end_date" text,
	"attending" boolean DEFAULT false NOT NULL,
	"accomplishments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"coursework" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_sync_svc" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"uuid" text,
	"name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"level" "skill_level",
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"uuid" text,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"accomplishments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_sync_svc" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cover_letter_events" ADD CONSTRAINT "cover_letter_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edu_events" ADD CONSTRAINT "edu_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_events" ADD CONSTRAINT "skill_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_events" ADD CONSTRAINT "work_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cover_letter_events_user_id_uuid_idx" ON "cover_letter_events" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "edu_events_user_id_uuid_idx" ON "edu_events" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_events_user_id_uuid_idx" ON "skill_events" USING btree ("user_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "work_events_user_id_uuid_idx" ON "work_events" USING btree ("user_id","uuid");