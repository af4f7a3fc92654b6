CREATE TABLE "deal_properties" (
	"deal_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "deal_properties_deal_id_property_id_pk" PRIMARY KEY("deal_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_name" text NOT NULL,
	"brand_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"discount_percentage" integer NOT NULL,
	"terms" text[] NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"stay_from" date NOT NULL,
	"stay_until" date NOT NULL,
	CONSTRAINT "deals_url_name_check" CHECK ("deals"."url_name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "deals_brand_check" CHECK ("deals"."brand_id" IN ('nivaas', 'dunelight', 'dunelight-in')),
	CONSTRAINT "deals_discount_check" CHECK ("deals"."discount_percentage" BETWEEN 1 AND 90),
	CONSTRAINT "deals_validity_check" CHECK ("deals"."valid_from" < "deals"."valid_until"),
	CONSTRAINT "deals_stay_window_check" CHECK ("deals"."stay_from" < "deals"."stay_until")
);
--> statement-breakpoint
ALTER TABLE "deal_properties" ADD CONSTRAINT "deal_properties_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_properties" ADD CONSTRAINT "deal_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_properties_property_idx" ON "deal_properties" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deals_url_name_idx" ON "deals" USING btree ("url_name");