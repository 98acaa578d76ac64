CREATE TABLE "application_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"sender_role" text NOT NULL,
	"sender_uid" text NOT NULL,
	"sender_name" text NOT NULL,
	"body" text NOT NULL,
	"attachment_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_message_read" (
	"application_id" uuid NOT NULL,
	"reader_uid" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_message_read_application_id_reader_uid_pk" PRIMARY KEY("application_id","reader_uid")
);
--> statement-breakpoint
CREATE TABLE "company_invite" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_uid" text NOT NULL,
	"invited_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_uid" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"mode" text NOT NULL,
	"location" text NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"candidate_note" text,
	"cancel_reason" text,
	"created_by_uid" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slot" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_collaborator" (
	"job_id" uuid NOT NULL,
	"account_uid" text NOT NULL,
	"added_by_uid" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_collaborator_job_id_account_uid_pk" PRIMARY KEY("job_id","account_uid")
);
--> statement-breakpoint
CREATE TABLE "job_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_uid" text NOT NULL,
	"company_id" uuid NOT NULL,
	"invited_by_uid" text NOT NULL,
	"invited_by_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_template" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"body_th" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_by_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_answer" (
	"application_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"value" text NOT NULL,
	"knocks_out" boolean DEFAULT false NOT NULL,
	CONSTRAINT "screening_answer_application_id_question_id_pk" PRIMARY KEY("application_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "screening_question" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"knockout" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application" ADD COLUMN "knocked_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "corporate_account" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "owner_uid" text;--> statement-breakpoint
-- A company that already had several logins keeps its first as the owner; the others become admins.
UPDATE "corporate_account" SET "role" = 'admin' WHERE "uid" NOT IN (SELECT DISTINCT ON ("company_id") "uid" FROM "corporate_account" ORDER BY "company_id", "created_at", "uid");--> statement-breakpoint
-- Existing jobs belong to their company's owner.
UPDATE "job" SET "owner_uid" = (SELECT "uid" FROM "corporate_account" WHERE "corporate_account"."company_id" = "job"."company_id" AND "role" = 'owner');--> statement-breakpoint
ALTER TABLE "application_message" ADD CONSTRAINT "application_message_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_message" ADD CONSTRAINT "application_message_attachment_file_id_file_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_message_read" ADD CONSTRAINT "application_message_read_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invite" ADD CONSTRAINT "company_invite_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview" ADD CONSTRAINT "interview_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot" ADD CONSTRAINT "interview_slot_interview_id_interview_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interview"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_collaborator" ADD CONSTRAINT "job_collaborator_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_collaborator" ADD CONSTRAINT "job_collaborator_account_uid_corporate_account_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."corporate_account"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitation" ADD CONSTRAINT "job_invitation_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitation" ADD CONSTRAINT "job_invitation_candidate_uid_candidate_uid_fk" FOREIGN KEY ("candidate_uid") REFERENCES "public"."candidate"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitation" ADD CONSTRAINT "job_invitation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_template" ADD CONSTRAINT "message_template_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_answer" ADD CONSTRAINT "screening_answer_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_answer" ADD CONSTRAINT "screening_answer_question_id_screening_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."screening_question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_question" ADD CONSTRAINT "screening_question_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_message_app_idx" ON "application_message" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invite_token_uq" ON "company_invite" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invite_company_idx" ON "company_invite" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "company_invite_open_email_uq" ON "company_invite" USING btree ("company_id","email") WHERE accepted_at IS NULL AND revoked_at IS NULL;--> statement-breakpoint
CREATE INDEX "interview_application_idx" ON "interview" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_company_starts_idx" ON "interview" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slot_interview_idx" ON "interview_slot" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE INDEX "job_collaborator_account_idx" ON "job_collaborator" USING btree ("account_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "job_invitation_job_candidate_uq" ON "job_invitation" USING btree ("job_id","candidate_uid");--> statement-breakpoint
CREATE INDEX "job_invitation_candidate_idx" ON "job_invitation" USING btree ("candidate_uid","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_template_company_idx" ON "message_template" USING btree ("company_id","kind");--> statement-breakpoint
CREATE INDEX "screening_answer_question_idx" ON "screening_answer" USING btree ("question_id","value");--> statement-breakpoint
CREATE INDEX "screening_question_job_idx" ON "screening_question" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_account_one_owner_uq" ON "corporate_account" USING btree ("company_id") WHERE role = 'owner';--> statement-breakpoint
ALTER TABLE "company_invite" ADD COLUMN "locale" text DEFAULT 'th' NOT NULL;--> statement-breakpoint
-- An invitation to apply the candidate dismissed (kept for the company: one invitation per job and candidate).
ALTER TABLE "job_invitation" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
-- A screening question removed from a job after candidates answered it: hidden from the apply form and the editor, its answers kept on the applications.
ALTER TABLE "screening_question" ADD COLUMN "removed_at" timestamp with time zone;