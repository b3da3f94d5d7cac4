CREATE TABLE "practice_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"status" text NOT NULL,
	"score" real,
	"max" real,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_answers_status_check" CHECK ("practice_answers"."status" in ('MARKED', 'WAITING_AI'))
);
--> statement-breakpoint
CREATE TABLE "practice_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exam_group" text NOT NULL,
	"question_type" text,
	"question_ids" integer[] NOT NULL,
	"current_question" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'INPROGRESS' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "practice_exams_status_check" CHECK ("practice_exams"."status" in ('INPROGRESS', 'FINISH'))
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_exam_id_practice_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."practice_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exams" ADD CONSTRAINT "practice_exams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_answers_exam_question" ON "practice_answers" USING btree ("exam_id","question_id");--> statement-breakpoint
CREATE INDEX "practice_exams_user_started" ON "practice_exams" USING btree ("user_id","started_at");