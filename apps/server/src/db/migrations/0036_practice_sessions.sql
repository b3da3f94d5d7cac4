ALTER TABLE "practice_exams" RENAME TO "practice_sessions";--> statement-breakpoint
ALTER TABLE "practice_answers" RENAME COLUMN "exam_id" TO "session_id";--> statement-breakpoint
ALTER INDEX "practice_exams_pkey" RENAME TO "practice_sessions_pkey";--> statement-breakpoint
ALTER INDEX "practice_exams_user_started" RENAME TO "practice_sessions_user_started";--> statement-breakpoint
ALTER INDEX "practice_exams_assignment" RENAME TO "practice_sessions_assignment";--> statement-breakpoint
ALTER INDEX "practice_exams_assignment_open" RENAME TO "practice_sessions_assignment_open";--> statement-breakpoint
ALTER INDEX "practice_answers_exam_question" RENAME TO "practice_answers_session_question";--> statement-breakpoint
ALTER TABLE "practice_sessions" RENAME CONSTRAINT "practice_exams_status_check" TO "practice_sessions_status_check";--> statement-breakpoint
ALTER TABLE "practice_sessions" RENAME CONSTRAINT "practice_exams_user_id_users_id_fk" TO "practice_sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "practice_sessions" RENAME CONSTRAINT "practice_exams_assignment_id_assignments_id_fk" TO "practice_sessions_assignment_id_assignments_id_fk";--> statement-breakpoint
ALTER TABLE "practice_answers" RENAME CONSTRAINT "practice_answers_exam_id_practice_exams_id_fk" TO "practice_answers_session_id_practice_sessions_id_fk";
