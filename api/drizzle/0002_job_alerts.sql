CREATE TABLE "notification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_uid" text NOT NULL,
	"recipient_role" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preference" (
	"uid" text NOT NULL,
	"role" text NOT NULL,
	"locale" text DEFAULT 'th' NOT NULL,
	"email_off" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preference_uid_role_pk" PRIMARY KEY("uid","role")
);
--> statement-breakpoint
CREATE TABLE "saved_search" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_uid" text NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'th' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_job" (
	"saved_search_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_job_saved_search_id_job_id_pk" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_candidate_uid_candidate_uid_fk" FOREIGN KEY ("candidate_uid") REFERENCES "public"."candidate"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_job" ADD CONSTRAINT "saved_search_job_saved_search_id_saved_search_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_search"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_job" ADD CONSTRAINT "saved_search_job_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_recipient_idx" ON "notification" USING btree ("recipient_uid","recipient_role","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_dedupe_uq" ON "notification" USING btree ("recipient_uid","recipient_role","dedupe_key");--> statement-breakpoint
CREATE INDEX "saved_search_candidate_idx" ON "saved_search" USING btree ("candidate_uid");--> statement-breakpoint
CREATE INDEX "saved_search_job_unsent_idx" ON "saved_search_job" USING btree ("sent_at");