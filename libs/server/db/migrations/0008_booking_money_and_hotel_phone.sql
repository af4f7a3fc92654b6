ALTER TABLE "properties" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_amount" integer DEFAULT 0 NOT NULL;