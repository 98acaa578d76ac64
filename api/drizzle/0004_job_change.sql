CREATE TABLE "job_change" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "job_change_upserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_change" ("job_id", "kind") SELECT "id", 'upsert' FROM changed;
  IF FOUND THEN PERFORM pg_notify('job_change', ''); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "job_change_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_change" ("job_id", "kind") SELECT "id", 'delete' FROM changed;
  IF FOUND THEN PERFORM pg_notify('job_change', ''); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_change_inserted" AFTER INSERT ON "job"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "job_change_upserted"();
--> statement-breakpoint
CREATE TRIGGER "job_change_updated" AFTER UPDATE ON "job"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "job_change_upserted"();
--> statement-breakpoint
CREATE TRIGGER "job_change_deleted" AFTER DELETE ON "job"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "job_change_deleted"();
