CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"assigned_admin_id" uuid,
	"learner_read_at" timestamp with time zone,
	"staff_read_at" timestamp with time zone,
	"learner_seen_at" timestamp with time zone,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_conversations_language_check" CHECK ("support_conversations"."language" in ('en', 'vi', 'de'))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"author" text NOT NULL,
	"admin_id" uuid,
	"body" text NOT NULL,
	"attachment_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_author_check" CHECK ("support_messages"."author" in ('learner', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_target_type_check";--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_user" ON "support_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_conversations_last_message" ON "support_conversations" USING btree ("last_message_at");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_created" ON "support_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('user.lock', 'user.unlock', 'user.activate', 'user.deactivate', 'user.grantAdmin', 'user.revokeAdmin', 'user.sendPasswordReset', 'homeMessage.create', 'homeMessage.update', 'homeMessage.delete', 'voucher.create', 'voucher.activate', 'voucher.deactivate', 'order.refund', 'user.grantCredits', 'package.update', 'support.assign', 'support.reply'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_type_check" CHECK ("admin_audit"."target_type" in ('user', 'homeMessage', 'voucher', 'order', 'package', 'supportConversation'));