ALTER TABLE "mock_answers" ADD COLUMN "scorer_version" text;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD COLUMN "scored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD COLUMN "ai_feedback" jsonb;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_status_check" CHECK ("mock_answers"."status" in ('MARKED', 'WAITING_AI', 'SCORING', 'SCORED', 'SCORING_FAILED'));