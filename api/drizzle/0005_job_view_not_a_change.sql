-- A view of a job (its counter alone, api/src/services/jobs/public-jobs.ts recordJobView) is not a change of the job:
-- it made a job_change for every view, so the search index read the job again and the gateway dropped the job's
-- rendered page and every page listing jobs at each visit. An update changing anything else is still a change.
CREATE FUNCTION "job_change_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_change" ("job_id", "kind")
    SELECT changed."id", 'upsert' FROM changed JOIN previous ON previous."id" = changed."id"
    WHERE to_jsonb(changed) - 'views' IS DISTINCT FROM to_jsonb(previous) - 'views';
  IF FOUND THEN PERFORM pg_notify('job_change', ''); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "job_change_updated" ON "job";
--> statement-breakpoint
CREATE TRIGGER "job_change_updated" AFTER UPDATE ON "job"
  REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "job_change_updated"();
