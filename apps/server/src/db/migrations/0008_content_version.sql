CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "questions_bump_content_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
