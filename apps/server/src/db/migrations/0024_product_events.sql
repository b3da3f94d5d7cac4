CREATE TABLE "product_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" text,
	"amount_cents" integer,
	"latency_ms" integer,
	CONSTRAINT "product_events_type_check" CHECK ("product_events"."type" in ('signup', 'activation', 'practice_attempt', 'mock_started', 'mock_finished', 'scoring_queued', 'scoring_finished', 'purchase'))
);
--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_events_type_time" ON "product_events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "product_events_user_type" ON "product_events" USING btree ("user_id","type","occurred_at");--> statement-breakpoint
CREATE INDEX "page_views_created_user" ON "page_views" USING btree ("created_at","user_id");--> statement-breakpoint
-- A mock is finished on five code paths (the learner's finish, and the last section's time running
-- out seen by a sync, a resume, an answer or a progress save): the event is written here, once per
-- move to FINISH, at the mock's own finished_at (the app's clock), in the same transaction.
CREATE FUNCTION "product_events_mock_finished"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_events" ("type", "user_id", "occurred_at")
    VALUES ('mock_finished', NEW."user_id", COALESCE(NEW."finished_at", NEW."updated_at"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "mock_tests_finished_event"
  AFTER UPDATE OF "status" ON "mock_tests"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM 'FINISH' AND NEW."status" = 'FINISH')
  EXECUTE FUNCTION "product_events_mock_finished"();
