CREATE TABLE "autocomplete_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"suggestion_id" text NOT NULL,
	"suggestion_type" text NOT NULL,
	"action" text NOT NULL,
	"position" integer,
	"brand_id" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autocomplete_feedback_action_check" CHECK ("autocomplete_feedback"."action" IN ('selected', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"wishlist_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_wishlist_id_property_id_pk" PRIMARY KEY("wishlist_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"share_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shared_at" timestamp with time zone,
	CONSTRAINT "wishlists_share_code_check" CHECK ("wishlists"."share_code" IS NULL OR "wishlists"."share_code" ~ '^[A-Za-z0-9_-]{16,64}$')
);
--> statement-breakpoint
ALTER TABLE "autocomplete_feedback" ADD CONSTRAINT "autocomplete_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autocomplete_feedback_suggestion_idx" ON "autocomplete_feedback" USING btree ("suggestion_type","suggestion_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_property_idx" ON "wishlist_items" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_idx" ON "wishlists" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_share_code_idx" ON "wishlists" USING btree ("share_code");