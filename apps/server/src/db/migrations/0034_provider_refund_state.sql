ALTER TABLE "orders" ADD COLUMN "provider_refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_refunded_at" timestamp with time zone;