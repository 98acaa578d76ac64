CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "activity_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"actor_uid" text,
	"candidate_uid" text,
	"company_id" uuid,
	"job_id" uuid,
	"application_id" uuid,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_uid" text NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"cover_letter" text DEFAULT '' NOT NULL,
	"resume_file_id" uuid,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_note" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_uid" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_uid" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_post" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"excerpt_th" text DEFAULT '' NOT NULL,
	"excerpt_en" text DEFAULT '' NOT NULL,
	"body_th_html" text DEFAULT '' NOT NULL,
	"body_en_html" text DEFAULT '' NOT NULL,
	"cover_file_id" uuid,
	"cover_url" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate" (
	"uid" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"province_id" smallint,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skill_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"experiences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"educations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"years_experience" smallint DEFAULT 0 NOT NULL,
	"expected_salary" integer,
	"preferred_work_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_hire_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"resume_file_id" uuid,
	"visible_to_employers" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"deletion_requested_at" timestamp with time zone,
	"consent_pdpa" boolean,
	"consent_cookie" boolean,
	"consent_marketing" boolean,
	"consent_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_profile_view" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"candidate_uid" text NOT NULL,
	"company_id" uuid NOT NULL,
	"viewer_uid" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"company_type_id" smallint,
	"logo_file_id" uuid,
	"about_th" text DEFAULT '' NOT NULL,
	"about_en" text DEFAULT '' NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"size" text,
	"website" text,
	"contact_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"province_id" smallint,
	"verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_type" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"locale" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_account" (
	"uid" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_dashboard_visit" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_level" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite" (
	"candidate_uid" text NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_candidate_uid_job_id_pk" PRIMARY KEY("candidate_uid","job_id")
);
--> statement-breakpoint
CREATE TABLE "file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_uid" text,
	"owner_role" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"qualifications_html" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"province_id" smallint NOT NULL,
	"work_type" text NOT NULL,
	"hire_type" text NOT NULL,
	"education_level_id" smallint,
	"years_experience_min" smallint DEFAULT 0 NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_negotiable" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"posted_at" timestamp with time zone,
	"valid_through" date,
	"views" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_tsv" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_view" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"candidate_uid" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdpa_consent_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"candidate_uid" text NOT NULL,
	"pdpa" boolean,
	"cookie" boolean,
	"marketing" boolean,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "province" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"region" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "skill_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_th" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_candidate_uid_candidate_uid_fk" FOREIGN KEY ("candidate_uid") REFERENCES "public"."candidate"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application" ADD CONSTRAINT "application_resume_file_id_file_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_note" ADD CONSTRAINT "application_note_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post" ADD CONSTRAINT "blog_post_cover_file_id_file_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_resume_file_id_file_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile_view" ADD CONSTRAINT "candidate_profile_view_candidate_uid_candidate_uid_fk" FOREIGN KEY ("candidate_uid") REFERENCES "public"."candidate"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile_view" ADD CONSTRAINT "candidate_profile_view_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_company_type_id_company_type_id_fk" FOREIGN KEY ("company_type_id") REFERENCES "public"."company_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_logo_file_id_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company" ADD CONSTRAINT "company_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_account" ADD CONSTRAINT "corporate_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite" ADD CONSTRAINT "favourite_candidate_uid_candidate_uid_fk" FOREIGN KEY ("candidate_uid") REFERENCES "public"."candidate"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite" ADD CONSTRAINT "favourite_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_province_id_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."province"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_education_level_id_education_level_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."education_level"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_view" ADD CONSTRAINT "job_view_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdpa_consent_history" ADD CONSTRAINT "pdpa_consent_history_candidate_uid_candidate_uid_fk" FOREIGN KEY ("candidate_uid") REFERENCES "public"."candidate"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_event_candidate_idx" ON "activity_event" USING btree ("role","candidate_uid","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_event_company_idx" ON "activity_event" USING btree ("role","company_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "application_job_candidate_uq" ON "application" USING btree ("job_id","candidate_uid");--> statement-breakpoint
CREATE INDEX "application_candidate_idx" ON "application" USING btree ("candidate_uid","applied_at");--> statement-breakpoint
CREATE INDEX "application_job_status_idx" ON "application" USING btree ("job_id","status");--> statement-breakpoint
CREATE INDEX "application_note_app_idx" ON "application_note" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "application_status_history_app_idx" ON "application_status_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_post_slug_uq" ON "blog_post" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_post_published_idx" ON "blog_post" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_post_tags_idx" ON "blog_post" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "candidate_skill_slugs_idx" ON "candidate" USING gin ("skill_slugs");--> statement-breakpoint
CREATE INDEX "candidate_visible_idx" ON "candidate" USING btree ("visible_to_employers","status");--> statement-breakpoint
CREATE INDEX "candidate_profile_view_candidate_idx" ON "candidate_profile_view" USING btree ("candidate_uid","at");--> statement-breakpoint
CREATE INDEX "company_name_th_idx" ON "company" USING btree ("name_th");--> statement-breakpoint
CREATE INDEX "corporate_account_company_idx" ON "corporate_account" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "favourite_job_idx" ON "favourite" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "file_owner_idx" ON "file" USING btree ("owner_uid","kind");--> statement-breakpoint
CREATE INDEX "job_company_idx" ON "job" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "job_status_posted_idx" ON "job" USING btree ("status","posted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_province_idx" ON "job" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "job_skills_idx" ON "job" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "job_search_tsv_idx" ON "job" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "job_search_text_trgm_idx" ON "job" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_view_candidate_idx" ON "job_view" USING btree ("candidate_uid","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_view_job_idx" ON "job_view" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "pdpa_consent_history_candidate_idx" ON "pdpa_consent_history" USING btree ("candidate_uid","at");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_slug_uq" ON "skill" USING btree ("slug");