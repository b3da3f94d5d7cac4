ALTER TABLE "practice_answers" DROP CONSTRAINT "practice_answers_status_check";--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "traits" jsonb;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "scorer_version" text;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_status_check" CHECK ("practice_answers"."status" in ('MARKED', 'WAITING_AI', 'SCORING', 'SCORED', 'SCORING_FAILED'));