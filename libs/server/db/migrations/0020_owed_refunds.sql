ALTER TABLE "payment_refunds" ALTER COLUMN "provider_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_orders" ADD COLUMN "refund_references" text[] DEFAULT '{}'::text[] NOT NULL;