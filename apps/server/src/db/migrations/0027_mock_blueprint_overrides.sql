CREATE TABLE "mock_blueprint_overrides" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"counts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid NOT NULL,
	"updated_by_email" text NOT NULL,
	CONSTRAINT "mock_blueprint_overrides_kind_name_pk" PRIMARY KEY("kind","name"),
	CONSTRAINT "mock_blueprint_overrides_kind_check" CHECK ("mock_blueprint_overrides"."kind" in ('PTE', 'THPT')),
	CONSTRAINT "mock_blueprint_overrides_name_check" CHECK ("mock_blueprint_overrides"."name" in ('full', 'short', 'speaking'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_target_type_check";--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('user.lock', 'user.unlock', 'user.activate', 'user.deactivate', 'user.grantAdmin', 'user.revokeAdmin', 'user.sendPasswordReset', 'homeMessage.create', 'homeMessage.update', 'homeMessage.delete', 'voucher.create', 'voucher.activate', 'voucher.deactivate', 'order.refund', 'user.grantCredits', 'package.update', 'package.create', 'package.activate', 'package.deactivate', 'support.assign', 'support.reply', 'question.create', 'question.update', 'question.activate', 'question.deactivate', 'question.markRepeated', 'question.unmarkRepeated', 'question.import', 'introPage.create', 'introPage.update', 'introPage.activate', 'introPage.deactivate', 'mockBlueprint.update', 'mockBlueprint.reset'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_type_check" CHECK ("admin_audit"."target_type" in ('user', 'homeMessage', 'voucher', 'order', 'package', 'supportConversation', 'question', 'introPage', 'mockBlueprint'));