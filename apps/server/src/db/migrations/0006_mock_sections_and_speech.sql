CREATE TABLE "intro_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"overview" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"package_id" integer,
	"kind" text NOT NULL,
	"blueprint" text DEFAULT 'full' NOT NULL,
	"activated" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intro_pages_kind_check" CHECK ("intro_pages"."kind" in ('PTE', 'THPT')),
	CONSTRAINT "intro_pages_blueprint_check" CHECK ("intro_pages"."blueprint" in ('full', 'short'))
);
--> statement-breakpoint
ALTER TABLE "mock_answers" ADD COLUMN "traits" jsonb;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD COLUMN "audio_duration" real;--> statement-breakpoint
ALTER TABLE "mock_answers" ADD COLUMN "speech" jsonb;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "plan" jsonb DEFAULT '{"steps":[],"sections":[]}'::jsonb NOT NULL;--> statement-breakpoint
-- Mocks made before sections existed have no plan to resume from: unfinished ones are closed.
UPDATE "mock_tests" SET "status" = 'CANCELLED' WHERE "status" IN ('INPROGRESS', 'FINISH');--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "current_section" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD COLUMN "section_times" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "audio_duration" real;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD COLUMN "speech" jsonb;--> statement-breakpoint
ALTER TABLE "intro_pages" ADD CONSTRAINT "intro_pages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;