CREATE TABLE "learner_goals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly_questions" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_goals_weekly_range" CHECK ("learner_goals"."weekly_questions" between 5 and 500)
);
--> statement-breakpoint
ALTER TABLE "learner_goals" ADD CONSTRAINT "learner_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;