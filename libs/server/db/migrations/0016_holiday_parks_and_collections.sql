CREATE TABLE "holiday_parks" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"city_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "holiday_parks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "holiday_park_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "collection" text;--> statement-breakpoint
ALTER TABLE "holiday_parks" ADD CONSTRAINT "holiday_parks_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_parks" ADD CONSTRAINT "holiday_parks_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holiday_parks_name_trgm_idx" ON "holiday_parks" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_holiday_park_id_holiday_parks_id_fk" FOREIGN KEY ("holiday_park_id") REFERENCES "public"."holiday_parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_holiday_park_idx" ON "properties" USING btree ("holiday_park_id");--> statement-breakpoint
CREATE INDEX "properties_collection_idx" ON "properties" USING btree ("collection") WHERE "properties"."collection" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_collection_check" CHECK ("properties"."collection" IS NULL OR "properties"."collection" IN ('townhouse', 'silverkey'));