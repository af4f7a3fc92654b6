ALTER TABLE "sandbox_payment_orders" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "sandbox_payment_orders" SET "reference" = "id";--> statement-breakpoint
ALTER TABLE "sandbox_payment_orders" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_orders_reference_idx" ON "sandbox_payment_orders" USING btree ("reference");
