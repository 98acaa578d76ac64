CREATE TABLE "release_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"remote" text NOT NULL,
	"from_version" text,
	"to_version" text,
	"removed" text[],
	"reason" text,
	"forced" text
);
--> statement-breakpoint
CREATE INDEX "release_event_remote_idx" ON "release_event" USING btree ("remote","id" DESC NULLS LAST);--> statement-breakpoint
-- The release history is append-only for everyone, the API included (as staff_audit): corrections are new events.
CREATE FUNCTION "release_event_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'release_event is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "release_event_no_change" BEFORE UPDATE OR DELETE ON "release_event"
  FOR EACH STATEMENT EXECUTE FUNCTION "release_event_append_only"();
--> statement-breakpoint
CREATE TRIGGER "release_event_no_truncate" BEFORE TRUNCATE ON "release_event"
  FOR EACH STATEMENT EXECUTE FUNCTION "release_event_append_only"();
