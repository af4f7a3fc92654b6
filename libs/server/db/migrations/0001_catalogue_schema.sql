CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"state" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"meta_description" text,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"property_type" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"city_id" integer NOT NULL,
	"locality_id" integer,
	"country_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"category" text NOT NULL,
	"rating_value" numeric(2, 1),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"checkin_time" text DEFAULT '12:00' NOT NULL,
	"checkout_time" text DEFAULT '11:00' NOT NULL,
	"min_rooms" integer DEFAULT 1 NOT NULL,
	"max_rooms" integer DEFAULT 10 NOT NULL,
	"no_of_bedrooms" integer,
	"no_of_people" integer,
	"no_of_pets" integer,
	"no_foreign_guests" boolean DEFAULT false NOT NULL,
	"no_unmarried_couples" boolean DEFAULT false NOT NULL,
	"no_local_ids" boolean DEFAULT false NOT NULL,
	"no_postpaid" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"provider_hotel_code" text,
	CONSTRAINT "properties_property_type_check" CHECK ("properties"."property_type" IN ('hotel', 'home')),
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" IN ('active', 'disabled')),
	CONSTRAINT "properties_brand_check" CHECK ("properties"."brand_id" IN ('nivaas', 'dunelight', 'dunelight-in')),
	CONSTRAINT "properties_rating_check" CHECK ("properties"."rating_value" IS NULL OR ("properties"."rating_value" >= 0 AND "properties"."rating_value" <= 5))
);
--> statement-breakpoint
CREATE TABLE "property_amenities" (
	"property_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "property_amenities_property_id_amenity_id_pk" PRIMARY KEY("property_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"property_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	CONSTRAINT "property_images_property_id_position_pk" PRIMARY KEY("property_id","position")
);
--> statement-breakpoint
CREATE TABLE "property_tags" (
	"property_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "property_tags_property_id_tag_id_pk" PRIMARY KEY("property_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_source_check" CHECK ("reviews"."source" IN (0, 2))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "room_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_occupancy" integer NOT NULL,
	"single_bed_base_tariff" integer NOT NULL,
	"double_bed_base_tariff" integer NOT NULL,
	"extra_bed_base_tariff" integer NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"one_liner" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_categories_tariffs_check" CHECK ("room_categories"."single_bed_base_tariff" > 0 AND "room_categories"."double_bed_base_tariff" > 0 AND "room_categories"."extra_bed_base_tariff" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"room_category_id" integer NOT NULL,
	"night" date NOT NULL,
	"total" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"price_minor" integer NOT NULL,
	"slasher_price_minor" integer,
	"min_stay" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "room_nights_room_category_id_night_pk" PRIMARY KEY("room_category_id","night"),
	CONSTRAINT "room_nights_sold_check" CHECK ("room_nights"."sold" >= 0 AND "room_nights"."sold" <= "room_nights"."total"),
	CONSTRAINT "room_nights_price_check" CHECK ("room_nights"."price_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localities" ADD CONSTRAINT "localities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_locality_id_localities_id_fk" FOREIGN KEY ("locality_id") REFERENCES "public"."localities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_amenities" ADD CONSTRAINT "property_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tags" ADD CONSTRAINT "property_tags_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tags" ADD CONSTRAINT "property_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_categories" ADD CONSTRAINT "room_categories_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_country_slug_unique" ON "cities" USING btree ("country_id","slug");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "localities_city_idx" ON "localities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "localities_name_trgm_idx" ON "localities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_city_status_idx" ON "properties" USING btree ("city_id","status");--> statement-breakpoint
CREATE INDEX "properties_locality_idx" ON "properties" USING btree ("locality_id");--> statement-breakpoint
CREATE INDEX "properties_country_idx" ON "properties" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "property_tags_tag_idx" ON "property_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "reviews_property_idx" ON "reviews" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "room_categories_property_idx" ON "room_categories" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "room_categories_city_idx" ON "room_categories" USING btree ("city_id");