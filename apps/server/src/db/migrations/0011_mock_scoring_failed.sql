ALTER TABLE "mock_tests" DROP CONSTRAINT "mock_tests_status_check";--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_status_check" CHECK ("mock_tests"."status" in ('INPROGRESS', 'FINISH', 'SCORING', 'SCORING_FAILED', 'DONE', 'CANCELLED'));--> statement-breakpoint
-- THPT mocks sent for scoring before THPT papers could be scored are stuck in SCORING (every try
-- failed): they become SCORING_FAILED with their scored-mock credit given back, so the learner
-- can score them again.
INSERT INTO "entitlement_ledger" ("user_id", "resource", "amount", "source", "source_id", "created_at")
SELECT l."user_id", 'mock_score', -l."amount", 'mock_scoring_refund', 'refund:' || l."source_id", now()
FROM "entitlement_ledger" l
JOIN "mock_tests" m ON l."source_id" = 'mock:' || m."id"::text AND l."user_id" = m."user_id"
WHERE m."status" = 'SCORING' AND m."kind" = 'THPT'
  AND l."resource" = 'mock_score' AND l."source" = 'mock_scoring' AND l."amount" < 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "mock_tests" SET "status" = 'SCORING_FAILED', "updated_at" = now()
WHERE "status" = 'SCORING' AND "kind" = 'THPT';
