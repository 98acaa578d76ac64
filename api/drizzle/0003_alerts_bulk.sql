ALTER TABLE "saved_search_job" DROP CONSTRAINT "saved_search_job_saved_search_id_saved_search_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_search_job" DROP CONSTRAINT "saved_search_job_job_id_job_id_fk";
--> statement-breakpoint
DROP INDEX "saved_search_job_unsent_idx";--> statement-breakpoint
CREATE FUNCTION "saved_search_job_forget_searches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "saved_search_job" m USING gone WHERE m."saved_search_id" = gone."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "saved_search_job_searches_deleted" AFTER DELETE ON "saved_search"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "saved_search_job_forget_searches"();
--> statement-breakpoint
CREATE FUNCTION "saved_search_job_forget_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "saved_search_job" m USING gone WHERE m."job_id" = gone."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "saved_search_job_jobs_deleted" AFTER DELETE ON "job"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "saved_search_job_forget_jobs"();
