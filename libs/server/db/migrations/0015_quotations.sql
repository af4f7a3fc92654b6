CREATE TABLE "quotations" (
	"id" text PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"room_category_id" integer NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"rooms_config" text NOT NULL,
	"night_prices" integer[] NOT NULL,
	"quoted_price" integer NOT NULL,
	"currency_code" text NOT NULL,
	"created_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotations_stay_check" CHECK ("quotations"."checkin" < "quotations"."checkout"),
	CONSTRAINT "quotations_nights_check" CHECK (cardinality("quotations"."night_prices") = "quotations"."checkout" - "quotations"."checkin"),
	CONSTRAINT "quotations_validity_check" CHECK ("quotations"."created_at" < "quotations"."expires_at")
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_created_by_idx" ON "quotations" USING btree ("created_by_user_id");