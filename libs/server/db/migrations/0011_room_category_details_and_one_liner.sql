ALTER TABLE "properties" ADD COLUMN "one_liner" text;--> statement-breakpoint
ALTER TABLE "room_categories" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_categories" ADD COLUMN "views" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "room_categories" ADD COLUMN "restricted_amenities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_categories" ADD COLUMN "media" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_categories" ADD CONSTRAINT "room_categories_details_check" CHECK (jsonb_typeof("room_categories"."services") = 'array' AND jsonb_typeof("room_categories"."restricted_amenities") = 'array' AND jsonb_typeof("room_categories"."media") = 'array');