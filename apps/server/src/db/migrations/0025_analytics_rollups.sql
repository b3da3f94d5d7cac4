CREATE TABLE "analytics_event_days" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"detail" text NOT NULL,
	"events" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "analytics_event_days_day_type_detail_pk" PRIMARY KEY("day","type","detail")
);
--> statement-breakpoint
CREATE TABLE "analytics_learner_lasts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_signup_at" timestamp with time zone,
	"last_practice_at" timestamp with time zone,
	"last_purchase_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_page_days" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "analytics_page_days_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text,
	"built_at" timestamp with time zone,
	CONSTRAINT "analytics_rollup_state_single" CHECK ("analytics_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "analytics_scoring_days" (
	"day" date PRIMARY KEY NOT NULL,
	"p50_ms" double precision,
	"p95_ms" double precision
);
--> statement-breakpoint
CREATE TABLE "analytics_view_days" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" bigint NOT NULL,
	"viewers" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_viewer_days" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"views" bigint NOT NULL,
	CONSTRAINT "analytics_viewer_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "product_events" DROP CONSTRAINT "product_events_type_check";--> statement-breakpoint
CREATE INDEX "analytics_viewer_days_user" ON "analytics_viewer_days" USING btree ("user_id","day");--> statement-breakpoint
ALTER TABLE "product_events" ADD CONSTRAINT "product_events_type_check" CHECK ("product_events"."type" in ('signup', 'activation', 'practice_attempt', 'mock_started', 'mock_finished', 'scoring_queued', 'scoring_finished', 'purchase', 'refund'));--> statement-breakpoint
-- Orders refunded before refunds were recorded as events: one `refund` event per item on the day
-- of the refund, each the share its `purchase` event had (the line's part of the order's total,
-- rounded, the last line taking what is left: purchaseEvents in modules/analytics/product-events.ts).
INSERT INTO "product_events" ("type", "user_id", "occurred_at", "detail", "amount_cents")
SELECT 'refund', line."user_id", line."refunded_at", line."name",
  CASE WHEN line."position" = line."lines" THEN
    line."total_cents" - COALESCE(sum(line."share") OVER (PARTITION BY line."order_id" ORDER BY line."position"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
  ELSE line."share" END
FROM (
  SELECT priced.*, CASE WHEN priced."subtotal" > 0
      THEN round((priced."line_cents" * priced."total_cents")::numeric / priced."subtotal") ELSE 0 END AS "share"
  FROM (
    SELECT o."id" AS "order_id", o."user_id", o."refunded_at", o."total_cents",
      item.value->>'name' AS "name", item.ordinality AS "position", jsonb_array_length(o."items") AS "lines",
      (item.value->>'unitCents')::bigint * (item.value->>'quantity')::bigint AS "line_cents",
      sum((item.value->>'unitCents')::bigint * (item.value->>'quantity')::bigint) OVER (PARTITION BY o."id") AS "subtotal"
    FROM "orders" o CROSS JOIN LATERAL jsonb_array_elements(o."items") WITH ORDINALITY AS item(value, ordinality)
    WHERE o."status" = 'REFUNDED' AND o."refunded_at" IS NOT NULL
  ) priced
) line;
--> statement-breakpoint
INSERT INTO "analytics_rollup_state" ("id", "time_zone") VALUES (1, NULL);
--> statement-breakpoint
-- Daily rollups kept by triggers, in the transaction that writes, changes or deletes an event, so
-- they always equal a computation from the events. Days are local days in the zone of
-- analytics_rollup_state; while it is NULL the triggers do nothing, and analytics_rebuild (run by
-- the app when the zone is not its TIME_ZONE: the first start after this migration, or a changed
-- zone) computes everything from the events under a lock that holds writers back meanwhile.
CREATE FUNCTION "analytics_add_event"(e "product_events", sign integer, zone text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (e."occurred_at" AT TIME ZONE zone)::date;
BEGIN
  INSERT INTO "analytics_event_days" ("day", "type", "detail", "events", "amount_cents")
    VALUES (d, e."type", COALESCE(e."detail", ''), sign, sign * COALESCE(e."amount_cents", 0))
    ON CONFLICT ("day", "type", "detail") DO UPDATE
      SET "events" = "analytics_event_days"."events" + EXCLUDED."events",
          "amount_cents" = "analytics_event_days"."amount_cents" + EXCLUDED."amount_cents";
END;
$$;
--> statement-breakpoint
-- A day's scoring latency percentiles, percentile_cont over that local day's events (read by the
-- (type, occurred_at) index). The day's row is locked first: a concurrent writer of the same day
-- waits there, and its next statement (a new snapshot) then sees this one's events.
CREATE FUNCTION "analytics_refresh_scoring_day"(d date, zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "analytics_scoring_days" ("day") VALUES (d)
    ON CONFLICT ("day") DO UPDATE SET "day" = EXCLUDED."day";
  UPDATE "analytics_scoring_days" SET ("p50_ms", "p95_ms") = (
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY "latency_ms"),
      percentile_cont(0.95) WITHIN GROUP (ORDER BY "latency_ms")
    FROM "product_events"
    WHERE "type" = 'scoring_finished'
      AND "occurred_at" >= ((d - 1)::timestamp AT TIME ZONE zone)
      AND "occurred_at" < ((d + 2)::timestamp AT TIME ZONE zone)
      AND ("occurred_at" AT TIME ZONE zone)::date = d)
  WHERE "day" = d;
END;
$$;
--> statement-breakpoint
-- A learner's last sign-up, practice and purchase, recomputed from the events (after a change or
-- a delete).
CREATE FUNCTION "analytics_refresh_learner"(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_learner_lasts" WHERE "user_id" = uid;
  INSERT INTO "analytics_learner_lasts" ("user_id", "last_signup_at", "last_practice_at", "last_purchase_at")
    SELECT uid, max("occurred_at") FILTER (WHERE "type" = 'signup'),
      max("occurred_at") FILTER (WHERE "type" = 'practice_attempt'),
      max("occurred_at") FILTER (WHERE "type" = 'purchase')
    FROM "product_events" WHERE "user_id" = uid AND "type" IN ('signup', 'practice_attempt', 'purchase')
    HAVING count(*) > 0;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_product_event_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "analytics_rollup_state" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD."type", OLD."user_id", OLD."occurred_at", OLD."detail", OLD."amount_cents", OLD."latency_ms")
      IS NOT DISTINCT FROM (NEW."type", NEW."user_id", NEW."occurred_at", NEW."detail", NEW."amount_cents", NEW."latency_ms") THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "analytics_add_event"(OLD, -1, zone);
    IF OLD."type" = 'scoring_finished' THEN
      PERFORM "analytics_refresh_scoring_day"((OLD."occurred_at" AT TIME ZONE zone)::date, zone);
    END IF;
    IF OLD."user_id" IS NOT NULL AND OLD."type" IN ('signup', 'practice_attempt', 'purchase') THEN
      PERFORM "analytics_refresh_learner"(OLD."user_id");
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "analytics_add_event"(NEW, 1, zone);
    IF NEW."type" = 'scoring_finished' THEN
      PERFORM "analytics_refresh_scoring_day"((NEW."occurred_at" AT TIME ZONE zone)::date, zone);
    END IF;
    IF NEW."user_id" IS NOT NULL AND NEW."type" = 'signup' THEN
      INSERT INTO "analytics_learner_lasts" ("user_id", "last_signup_at") VALUES (NEW."user_id", NEW."occurred_at")
        ON CONFLICT ("user_id") DO UPDATE SET "last_signup_at" =
          GREATEST("analytics_learner_lasts"."last_signup_at", EXCLUDED."last_signup_at");
    ELSIF NEW."user_id" IS NOT NULL AND NEW."type" = 'practice_attempt' THEN
      INSERT INTO "analytics_learner_lasts" ("user_id", "last_practice_at") VALUES (NEW."user_id", NEW."occurred_at")
        ON CONFLICT ("user_id") DO UPDATE SET "last_practice_at" =
          GREATEST("analytics_learner_lasts"."last_practice_at", EXCLUDED."last_practice_at");
    ELSIF NEW."user_id" IS NOT NULL AND NEW."type" = 'purchase' THEN
      INSERT INTO "analytics_learner_lasts" ("user_id", "last_purchase_at") VALUES (NEW."user_id", NEW."occurred_at")
        ON CONFLICT ("user_id") DO UPDATE SET "last_purchase_at" =
          GREATEST("analytics_learner_lasts"."last_purchase_at", EXCLUDED."last_purchase_at");
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_events_rollup" AFTER INSERT OR UPDATE OR DELETE ON "product_events"
  FOR EACH ROW EXECUTE FUNCTION "analytics_product_event_rollup"();
--> statement-breakpoint
CREATE FUNCTION "analytics_add_view"(v "page_views", sign integer, zone text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (v."created_at" AT TIME ZONE zone)::date;
  left_views bigint;
BEGIN
  INSERT INTO "analytics_page_days" ("day", "path", "views") VALUES (d, v."path", sign)
    ON CONFLICT ("day", "path") DO UPDATE SET "views" = "analytics_page_days"."views" + EXCLUDED."views";
  INSERT INTO "analytics_view_days" ("day", "page_views", "viewers") VALUES (d, sign, 0)
    ON CONFLICT ("day") DO UPDATE SET "page_views" = "analytics_view_days"."page_views" + EXCLUDED."page_views";
  IF v."user_id" IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO "analytics_viewer_days" ("day", "user_id", "views") VALUES (d, v."user_id", sign)
    ON CONFLICT ("day", "user_id") DO UPDATE SET "views" = "analytics_viewer_days"."views" + EXCLUDED."views"
    RETURNING "views" INTO left_views;
  -- The user's first view of the day makes them a viewer; the removal of their last one, no more.
  IF sign > 0 AND left_views = sign THEN
    UPDATE "analytics_view_days" SET "viewers" = "viewers" + 1 WHERE "day" = d;
  ELSIF sign < 0 AND left_views <= 0 THEN
    DELETE FROM "analytics_viewer_days" WHERE "day" = d AND "user_id" = v."user_id";
    UPDATE "analytics_view_days" SET "viewers" = "viewers" - 1 WHERE "day" = d;
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_page_view_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "analytics_rollup_state" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD."user_id", OLD."path", OLD."created_at")
      IS NOT DISTINCT FROM (NEW."user_id", NEW."path", NEW."created_at") THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "analytics_add_view"(OLD, -1, zone);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "analytics_add_view"(NEW, 1, zone);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "page_views_rollup" AFTER INSERT OR UPDATE OR DELETE ON "page_views"
  FOR EACH ROW EXECUTE FUNCTION "analytics_page_view_rollup"();
--> statement-breakpoint
-- Every rollup from the events, in `zone`. Writers of events wait meanwhile (SHARE blocks their
-- inserts), so nothing written during the rebuild is missed or counted twice.
CREATE FUNCTION "analytics_rebuild"(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "product_events", "page_views" IN SHARE MODE;
  DELETE FROM "analytics_event_days";
  DELETE FROM "analytics_scoring_days";
  DELETE FROM "analytics_learner_lasts";
  DELETE FROM "analytics_page_days";
  DELETE FROM "analytics_viewer_days";
  DELETE FROM "analytics_view_days";
  INSERT INTO "analytics_event_days" ("day", "type", "detail", "events", "amount_cents")
    SELECT ("occurred_at" AT TIME ZONE zone)::date, "type", COALESCE("detail", ''), count(*),
      COALESCE(sum("amount_cents"), 0)
    FROM "product_events" GROUP BY 1, 2, 3;
  INSERT INTO "analytics_scoring_days" ("day", "p50_ms", "p95_ms")
    SELECT ("occurred_at" AT TIME ZONE zone)::date, percentile_cont(0.5) WITHIN GROUP (ORDER BY "latency_ms"),
      percentile_cont(0.95) WITHIN GROUP (ORDER BY "latency_ms")
    FROM "product_events" WHERE "type" = 'scoring_finished' GROUP BY 1;
  INSERT INTO "analytics_learner_lasts" ("user_id", "last_signup_at", "last_practice_at", "last_purchase_at")
    SELECT "user_id", max("occurred_at") FILTER (WHERE "type" = 'signup'),
      max("occurred_at") FILTER (WHERE "type" = 'practice_attempt'),
      max("occurred_at") FILTER (WHERE "type" = 'purchase')
    FROM "product_events" WHERE "user_id" IS NOT NULL AND "type" IN ('signup', 'practice_attempt', 'purchase')
    GROUP BY 1;
  INSERT INTO "analytics_page_days" ("day", "path", "views")
    SELECT ("created_at" AT TIME ZONE zone)::date, "path", count(*) FROM "page_views" GROUP BY 1, 2;
  INSERT INTO "analytics_viewer_days" ("day", "user_id", "views")
    SELECT ("created_at" AT TIME ZONE zone)::date, "user_id", count(*)
    FROM "page_views" WHERE "user_id" IS NOT NULL GROUP BY 1, 2;
  INSERT INTO "analytics_view_days" ("day", "page_views", "viewers")
    SELECT ("created_at" AT TIME ZONE zone)::date, count(*), count(DISTINCT "user_id") FROM "page_views" GROUP BY 1;
  UPDATE "analytics_rollup_state" SET "time_zone" = zone, "built_at" = now() WHERE "id" = 1;
END;
$$;
