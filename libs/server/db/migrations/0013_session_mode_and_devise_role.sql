ALTER TABLE "bookings" ADD COLUMN "devise_role" text DEFAULT 'Consumer_Guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "mode" text DEFAULT 'consumer' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "devise_role" text DEFAULT 'Consumer_Guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_mode_check" CHECK ("sessions"."mode" IN ('consumer', 'travel_agent', 'corporate'));