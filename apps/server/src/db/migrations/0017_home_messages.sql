CREATE TABLE "home_message_dismissals" (
	"user_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_message_dismissals_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "home_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"texts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_messages_kind_check" CHECK ("home_messages"."kind" in ('banner', 'popup')),
	CONSTRAINT "home_messages_audience_check" CHECK ("home_messages"."audience" in ('all', 'free', 'paying')),
	CONSTRAINT "home_messages_schedule_check" CHECK ("home_messages"."ends_at" > "home_messages"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_target_type_check";--> statement-breakpoint
ALTER TABLE "home_message_dismissals" ADD CONSTRAINT "home_message_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_message_dismissals" ADD CONSTRAINT "home_message_dismissals_message_id_home_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."home_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_messages_kind_schedule" ON "home_messages" USING btree ("kind","starts_at","ends_at");--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('user.lock', 'user.unlock', 'user.activate', 'user.deactivate', 'user.grantAdmin', 'user.revokeAdmin', 'user.sendPasswordReset', 'homeMessage.create', 'homeMessage.update', 'homeMessage.delete'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_type_check" CHECK ("admin_audit"."target_type" in ('user', 'homeMessage'));