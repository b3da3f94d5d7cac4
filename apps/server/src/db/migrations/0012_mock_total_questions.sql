ALTER TABLE "mock_tests" ADD COLUMN "total_questions" integer;--> statement-breakpoint
-- Mocks made before the count was kept: a question per item, a reading passage one per sub-question.
UPDATE "mock_tests" m SET "total_questions" = (
  SELECT coalesce(sum(greatest(coalesce(jsonb_array_length(CASE WHEN jsonb_typeof(q."sub_questions") = 'array' THEN q."sub_questions" END), 0), 1)), 0)::int
  FROM "questions" q WHERE q."id" = ANY(m."question_ids")
);
