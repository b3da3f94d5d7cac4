CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_tracking" (
	"user_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"exam_group" text NOT NULL,
	"question_type" text NOT NULL,
	"tested_count" integer DEFAULT 1 NOT NULL,
	"last_tested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_tracking_user_id_question_id_exam_group_pk" PRIMARY KEY("user_id","question_id","exam_group")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"groups" text[] DEFAULT '{QUESTION_BANK}'::text[] NOT NULL,
	"vocabulary" text,
	"text" text,
	"level" text DEFAULT 'intermediate' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expect_answer" text,
	"unformat_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"underline_word" text,
	"audio_link" text,
	"description" text,
	"exam_id" integer,
	"keyword" text,
	"phrase_hints" text,
	"number_keyword" integer,
	"lst_type" text,
	"time_break" integer,
	"order_display" integer,
	"activated" boolean DEFAULT true NOT NULL,
	"repeated" boolean DEFAULT false NOT NULL,
	"topic" text,
	"audio_link_sample_male" text,
	"audio_link_sample_female" text,
	"explanation" jsonb,
	"sub_questions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('PHONETIC_PRONUNCIATION', 'PHONETIC_STRESS', 'COM_COM', 'VOCAB_SYNONYM', 'VOCAB_ANTONYM', 'VOCAB_FINISH_SENTENCE', 'VOCAB_FIND_INCORRECT', 'GRAMMAR_FINISH_SENTENCE', 'GRAMMAR_FIND_INCORRECT', 'READING_FILL_IN_BLANK', 'READING_COMPREHEND', 'WRITING_COMBINE', 'WRITING_REWRITE', 'SPEAKING_READ_ALOUD', 'REPEAT_SENTENCE', 'DESCRIBE_IMAGE', 'RETELL_LECTURE', 'ANSWER_SHORT_QUESTION', 'WRITING_SUMMARIZE_WRITTEN_TEXT', 'WRITING_ESSAY', 'READING_FIB_R_W', 'READING_FIB_R', 'READING_RE_ORDER_PARAGRAPH', 'READING_MCQ_R_SINGLE_ANSWER', 'READING_MCQ_R_MULTIPLE_ANSWER', 'SUMMARIZE_SPOKEN_TEXT', 'FIB_L', 'MCQ_L_SINGLE_ANSWER', 'MCQ_L_MULTIPLE_ANSWER', 'HIGHLIGHT_CORRECT_SUMMARY', 'SELECT_MISSING_WORD', 'HIGHLIGHT_INCORRECT_WORD', 'DICTATION', 'FINISH', 'TIME_BREAK')),
	CONSTRAINT "questions_level_check" CHECK ("questions"."level" in ('basic', 'intermediate', 'advanced'))
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tracking" ADD CONSTRAINT "question_tracking_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tracking" ADD CONSTRAINT "question_tracking_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_tracking_user_type" ON "question_tracking" USING btree ("user_id","question_type");--> statement-breakpoint
CREATE INDEX "questions_type_id" ON "questions" USING btree ("type","id");