CREATE TABLE "donations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"user_id" integer,
	"donor_name" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"status" text NOT NULL,
	"receipt_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount" > 0),
	CONSTRAINT "donations_status_check" CHECK ("donations"."status" IN ('created', 'paid', 'failed')),
	CONSTRAINT "donations_paid_check" CHECK (("donations"."status" = 'paid') = ("donations"."paid_at" IS NOT NULL AND "donations"."receipt_no" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "game_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"played_on" date NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_scores_score_check" CHECK ("game_scores"."score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"subscribed" boolean NOT NULL,
	"subscribed_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "online_checkins" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"arrival_time" text NOT NULL,
	"guests" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_checkins" ADD CONSTRAINT "online_checkins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_client_key_idx" ON "donations" USING btree ("client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_provider_order_idx" ON "donations" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_scores_one_play_idx" ON "game_scores" USING btree ("user_id","category","played_on");--> statement-breakpoint
CREATE INDEX "game_scores_category_idx" ON "game_scores" USING btree ("category","score");