ALTER TABLE "bookings" ADD COLUMN "meals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meals_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "early_checkin_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sub_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_source" text;