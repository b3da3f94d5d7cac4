CREATE TABLE "assignment_learners" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_target" boolean DEFAULT false NOT NULL,
	"question_ids" integer[],
	"reminded_at" timestamp with time zone,
	CONSTRAINT "assignment_learners_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"question_ids" integer[],
	"draw_types" text[],
	"draw_count" integer,
	"per_learner" boolean DEFAULT false NOT NULL,
	"mock_kind" text,
	"blueprint" text,
	"whole_class" boolean DEFAULT true NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts_allowed" integer DEFAULT 1 NOT NULL,
	"late_allowed" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_kind_check" CHECK ("assignments"."kind" in ('PRACTICE_CHOSEN', 'PRACTICE_DRAWN', 'MOCK')),
	CONSTRAINT "assignments_attempts_check" CHECK ("assignments"."attempts_allowed" between 1 and 10),
	CONSTRAINT "assignments_due_after_open_check" CHECK ("assignments"."due_at" > "assignments"."opens_at")
);
--> statement-breakpoint
CREATE TABLE "class_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "class_members" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"share_practice" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_members_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"rights" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_teachers_class_id_teacher_id_pk" PRIMARY KEY("class_id","teacher_id"),
	CONSTRAINT "class_teachers_rights_check" CHECK ("class_teachers"."rights" <@ array['assign', 'grade', 'manage']::text[] and cardinality("class_teachers"."rights") > 0)
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"exam_family" text NOT NULL,
	"target_date" date,
	"join_code" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_exam_family_check" CHECK ("classes"."exam_family" in ('PTE', 'THPT'))
);
--> statement-breakpoint
CREATE TABLE "teacher_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_kind" text NOT NULL,
	"attempt_id" uuid NOT NULL,
	"question_id" integer NOT NULL,
	"class_id" uuid NOT NULL,
	"learner_id" uuid NOT NULL,
	"teacher_id" uuid,
	"traits" jsonb NOT NULL,
	"score" real NOT NULL,
	"max" real NOT NULL,
	"ai_score" real,
	"ai_max" real,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_reviews_kind_check" CHECK ("teacher_reviews"."attempt_kind" in ('practice', 'mock'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "entitlement_ledger" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entitlement_ledger" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_exams" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "assignment_learners" ADD CONSTRAINT "assignment_learners_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_learners" ADD CONSTRAINT "assignment_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_invitations" ADD CONSTRAINT "class_invitations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_invitations" ADD CONSTRAINT "class_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reviews" ADD CONSTRAINT "teacher_reviews_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reviews" ADD CONSTRAINT "teacher_reviews_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_reviews" ADD CONSTRAINT "teacher_reviews_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_learners_user" ON "assignment_learners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignments_class_due" ON "assignments" USING btree ("class_id","due_at");--> statement-breakpoint
CREATE INDEX "class_audit_class_created" ON "class_audit" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_invitations_class_email" ON "class_invitations" USING btree ("class_id","email");--> statement-breakpoint
CREATE INDEX "class_invitations_email" ON "class_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "class_members_user" ON "class_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_teachers_teacher" ON "class_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_join_code_unique" ON "classes" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "classes_owner" ON "classes" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_reviews_answer" ON "teacher_reviews" USING btree ("attempt_kind","attempt_id","question_id");--> statement-breakpoint
CREATE INDEX "teacher_reviews_class" ON "teacher_reviews" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "entitlement_ledger" ADD CONSTRAINT "entitlement_ledger_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_exams" ADD CONSTRAINT "practice_exams_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entitlement_ledger_class_resource" ON "entitlement_ledger" USING btree ("class_id","resource") WHERE "entitlement_ledger"."class_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_ledger_class_source_unique" ON "entitlement_ledger" USING btree ("class_id","resource","source","source_id") WHERE "entitlement_ledger"."class_id" is not null and "entitlement_ledger"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "practice_exams_assignment" ON "practice_exams" USING btree ("assignment_id","user_id") WHERE "practice_exams"."assignment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_exams_assignment_open" ON "practice_exams" USING btree ("assignment_id","user_id") WHERE "practice_exams"."assignment_id" is not null and "practice_exams"."status" = 'INPROGRESS';--> statement-breakpoint
CREATE INDEX "mock_tests_assignment" ON "mock_tests" USING btree ("assignment_id","user_id") WHERE "mock_tests"."assignment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mock_tests_assignment_open" ON "mock_tests" USING btree ("assignment_id","user_id") WHERE "mock_tests"."assignment_id" is not null and "mock_tests"."status" = 'INPROGRESS';--> statement-breakpoint
ALTER TABLE "entitlement_ledger" ADD CONSTRAINT "entitlement_ledger_owner_check" CHECK (("entitlement_ledger"."user_id" is null) <> ("entitlement_ledger"."class_id" is null));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('user.lock', 'user.unlock', 'user.activate', 'user.deactivate', 'user.grantAdmin', 'user.revokeAdmin', 'user.grantTeacher', 'user.revokeTeacher', 'user.sendPasswordReset', 'homeMessage.create', 'homeMessage.update', 'homeMessage.delete', 'voucher.create', 'voucher.activate', 'voucher.deactivate', 'order.refund', 'user.grantCredits', 'package.update', 'package.create', 'package.activate', 'package.deactivate', 'support.assign', 'support.reply', 'question.create', 'question.update', 'question.activate', 'question.deactivate', 'question.markRepeated', 'question.unmarkRepeated', 'question.import', 'introPage.create', 'introPage.update', 'introPage.activate', 'introPage.deactivate', 'mockBlueprint.update', 'mockBlueprint.reset'));
--> statement-breakpoint
CREATE FUNCTION "class_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'class_audit is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "class_audit_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "class_audit"
  FOR EACH ROW EXECUTE FUNCTION "class_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "class_audit_no_truncate"
  BEFORE TRUNCATE ON "class_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "class_audit_append_only"();
