ALTER TABLE "users" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "product_events" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "analytics_event_days" ADD COLUMN "currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_event_days" DROP CONSTRAINT "analytics_event_days_day_type_detail_pk";--> statement-breakpoint
ALTER TABLE "analytics_event_days" ADD CONSTRAINT "analytics_event_days_day_type_detail_currency_pk" PRIMARY KEY("day","type","detail","currency");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "other_prices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_currency_check" CHECK ("users"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- The demo catalogue's prices in đồng, for packages still at their first US dollar price (an
-- admin's own prices are theirs to set in the console).
UPDATE "packages" p SET "other_prices" = jsonb_build_object('VND',
    jsonb_build_object('amountMinor', v."dong", 'oldAmountMinor', v."old_dong"))
FROM (VALUES
  (1, 11900, 2990000, NULL),
  (2, 5900, 1490000, NULL),
  (3, 2500, 649000, NULL),
  (4, 3000, 749000, NULL),
  (5, 5000, 1249000, NULL),
  (6, 3500, 879000, NULL),
  (7, 5000, 1249000, NULL),
  (10, 9900, 2490000, 3090000),
  (11, 19900, 4990000, 5490000),
  (12, 14900, 3690000, NULL)
) AS v("id", "cents", "dong", "old_dong")
WHERE p."id" = v."id" AND p."cost_cents" = v."cents" AND p."other_prices" = '{}'::jsonb;
--> statement-breakpoint
-- Money written before currencies was in US dollars.
UPDATE "product_events" SET "currency" = 'USD' WHERE "amount_cents" IS NOT NULL;
--> statement-breakpoint
UPDATE "analytics_event_days" SET "currency" = 'USD' WHERE "type" IN ('purchase', 'refund');
--> statement-breakpoint
-- The rollups of migration 0025, now per currency too: a day's purchases in đồng and in dollars
-- are two rows, never one sum.
CREATE OR REPLACE FUNCTION "analytics_add_event"(e "product_events", sign integer, zone text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (e."occurred_at" AT TIME ZONE zone)::date;
BEGIN
  INSERT INTO "analytics_event_days" ("day", "type", "detail", "currency", "events", "amount_cents")
    VALUES (d, e."type", COALESCE(e."detail", ''), COALESCE(e."currency", ''), sign, sign * COALESCE(e."amount_cents", 0))
    ON CONFLICT ("day", "type", "detail", "currency") DO UPDATE
      SET "events" = "analytics_event_days"."events" + EXCLUDED."events",
          "amount_cents" = "analytics_event_days"."amount_cents" + EXCLUDED."amount_cents";
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_product_event_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "analytics_rollup_state" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD."type", OLD."user_id", OLD."occurred_at", OLD."detail", OLD."amount_cents", OLD."currency", OLD."latency_ms")
      IS NOT DISTINCT FROM (NEW."type", NEW."user_id", NEW."occurred_at", NEW."detail", NEW."amount_cents", NEW."currency", NEW."latency_ms") THEN
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
CREATE OR REPLACE FUNCTION "analytics_rebuild"(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "product_events", "page_views" IN SHARE MODE;
  DELETE FROM "analytics_event_days";
  DELETE FROM "analytics_scoring_days";
  DELETE FROM "analytics_learner_lasts";
  DELETE FROM "analytics_page_days";
  DELETE FROM "analytics_viewer_days";
  DELETE FROM "analytics_view_days";
  INSERT INTO "analytics_event_days" ("day", "type", "detail", "currency", "events", "amount_cents")
    SELECT ("occurred_at" AT TIME ZONE zone)::date, "type", COALESCE("detail", ''), COALESCE("currency", ''),
      count(*), COALESCE(sum("amount_cents"), 0)
    FROM "product_events" GROUP BY 1, 2, 3, 4;
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
