CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entry_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency_code" text NOT NULL,
	"credit_id" integer,
	"expires_at" timestamp with time zone,
	"booking_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_type_check" CHECK ("wallet_entries"."entry_type" IN ('credit', 'debit', 'refund')),
	CONSTRAINT "wallet_entries_amount_check" CHECK ("wallet_entries"."amount_minor" > 0),
	CONSTRAINT "wallet_entries_lot_check" CHECK (("wallet_entries"."entry_type" = 'credit' AND "wallet_entries"."credit_id" IS NULL AND "wallet_entries"."expires_at" IS NOT NULL) OR ("wallet_entries"."entry_type" <> 'credit' AND "wallet_entries"."credit_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "wizard_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"home_hotel_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wizard_memberships_plan_check" CHECK ("wizard_memberships"."plan" IN ('wizard', 'wizard_plus')),
	CONSTRAINT "wizard_memberships_status_check" CHECK ("wizard_memberships"."status" IN ('pending', 'member', 'cancelled')),
	CONSTRAINT "wizard_memberships_period_check" CHECK ("wizard_memberships"."starts_at" < "wizard_memberships"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_credit_id_wallet_entries_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."wallet_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_memberships" ADD CONSTRAINT "wizard_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_user_idx" ON "wallet_entries" USING btree ("user_id","entry_type");--> statement-breakpoint
CREATE INDEX "wallet_entries_credit_idx" ON "wallet_entries" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_booking_idx" ON "wallet_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "wizard_memberships_user_idx" ON "wizard_memberships" USING btree ("user_id");