ALTER TABLE "admin_audit" DROP CONSTRAINT "admin_audit_action_check";--> statement-breakpoint
ALTER TABLE "voucher_redemptions" DROP CONSTRAINT "voucher_redemptions_voucher_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "combo_member_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "use_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_user_id_use_number_pk" PRIMARY KEY("voucher_id","user_id","use_number");--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "max_uses_per_user" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_uses_per_user_check" CHECK ("vouchers"."max_uses_per_user" >= 1 and "vouchers"."max_uses_per_user" <= "vouchers"."max_uses");--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_action_check" CHECK ("admin_audit"."action" in ('user.lock', 'user.unlock', 'user.activate', 'user.deactivate', 'user.grantAdmin', 'user.revokeAdmin', 'user.sendPasswordReset', 'homeMessage.create', 'homeMessage.update', 'homeMessage.delete', 'voucher.create', 'voucher.activate', 'voucher.deactivate', 'order.refund', 'user.grantCredits', 'package.update', 'package.create', 'package.activate', 'package.deactivate', 'support.assign', 'support.reply'));--> statement-breakpoint
-- The seed's combos name what they bundle (a fresh database gets this from the seed; a database
-- seeded before this migration gets it here). Nothing else of an existing catalogue changes.
UPDATE "packages" SET "combo_member_ids" = '{2,6,4}' WHERE "id" = 10 AND cardinality("combo_member_ids") = 0;--> statement-breakpoint
UPDATE "packages" SET "combo_member_ids" = '{1,7,5}' WHERE "id" = 11 AND cardinality("combo_member_ids") = 0;
