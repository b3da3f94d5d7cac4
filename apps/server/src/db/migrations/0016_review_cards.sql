CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"question_id" integer,
	"question_type" text,
	"prompt" jsonb NOT NULL,
	"answer_key" text[] NOT NULL,
	"state" text DEFAULT 'NEW' NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" real DEFAULT 0 NOT NULL,
	"difficulty" real DEFAULT 0 NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_kind_check" CHECK ("review_cards"."kind" in ('BLANK', 'CHOICE', 'ORDER', 'SPELLING', 'PRONUNCIATION')),
	CONSTRAINT "review_cards_source_check" CHECK ("review_cards"."source" in ('PRACTICE', 'MOCK')),
	CONSTRAINT "review_cards_state_check" CHECK ("review_cards"."state" in ('NEW', 'LEARNING', 'REVIEW', 'RELEARNING')),
	CONSTRAINT "review_cards_key_check" CHECK (cardinality("review_cards"."answer_key") > 0),
	CONSTRAINT "review_cards_counts_check" CHECK ("review_cards"."reps" >= 0 and "review_cards"."lapses" >= 0 and "review_cards"."stability" >= 0 and "review_cards"."difficulty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT false NOT NULL,
	"last_reminded_on" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_source" ON "review_cards" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "review_cards_user_due" ON "review_cards" USING btree ("user_id","due");