CREATE TABLE "item_ratings" (
	"question_id" integer PRIMARY KEY NOT NULL,
	"rating" real NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_ratings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rating" real NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_answers" (
	"mock_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"response" jsonb NOT NULL,
	"status" text NOT NULL,
	"score" real,
	"max" real,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_answers_mock_id_question_id_pk" PRIMARY KEY("mock_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"question_ids" integer[] NOT NULL,
	"time_allowed" integer NOT NULL,
	"status" text DEFAULT 'INPROGRESS' NOT NULL,
	"report_id" text,
	"current_question" integer DEFAULT 0 NOT NULL,
	"remain_time" integer NOT NULL,
	"remain_time_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_question_type" text,
	"overall_score" real,
	"scores" jsonb,
	"seed" integer NOT NULL,
	"chosen_for_level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "mock_tests_status_check" CHECK ("mock_tests"."status" in ('INPROGRESS', 'FINISH', 'SCORING', 'DONE', 'CANCELLED')),
	CONSTRAINT "mock_tests_kind_check" CHECK ("mock_tests"."kind" in ('PTE', 'THPT'))
);
--> statement-breakpoint
ALTER TABLE "item_ratings" ADD CONSTRAINT "item_ratings_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_ratings" ADD CONSTRAINT "learner_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_mock_id_mock_tests_id_fk" FOREIGN KEY ("mock_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD CONSTRAINT "mock_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mock_tests_user_created" ON "mock_tests" USING btree ("user_id","created_at");