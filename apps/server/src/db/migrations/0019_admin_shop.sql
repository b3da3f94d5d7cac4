ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_target_type_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'PAID', 'FAILED', 'CANCELLED', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('user.lock', 'user.unlock', 'user.activate', 'user.deactivate', 'user.grantAdmin', 'user.revokeAdmin', 'user.sendPasswordReset', 'homeMessage.create', 'homeMessage.update', 'homeMessage.delete', 'voucher.create', 'voucher.activate', 'voucher.deactivate', 'order.refund', 'user.grantCredits', 'package.update'));--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_target_type_check" CHECK ("admin_audit"."target_type" in ('user', 'homeMessage', 'voucher', 'order', 'package'));