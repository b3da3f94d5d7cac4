ALTER TABLE "stored_files" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "decode_error" text;