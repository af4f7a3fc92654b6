CREATE TABLE "booking_meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"category_code" text NOT NULL,
	"guest_count" smallint NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_meals_status_check" CHECK ("booking_meals"."status" IN ('Confirmed', 'Cancelled')),
	CONSTRAINT "booking_meals_code_check" CHECK ("booking_meals"."category_code" IN ('breakfast', 'lunch', 'dinner')),
	CONSTRAINT "booking_meals_amount_check" CHECK ("booking_meals"."amount" >= 0 AND "booking_meals"."guest_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "stay_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rating" smallint NOT NULL,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_feedback_kind_check" CHECK ("stay_feedback"."kind" IN ('checkout', 'post_checkout')),
	CONSTRAINT "stay_feedback_rating_check" CHECK ("stay_feedback"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "widget_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"widget_id" text NOT NULL,
	"item_id" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "booking_meals" ADD CONSTRAINT "booking_meals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_feedback" ADD CONSTRAINT "stay_feedback_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_meals_confirmed_idx" ON "booking_meals" USING btree ("booking_id","category_code") WHERE "booking_meals"."status" = 'Confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "stay_feedback_booking_kind_idx" ON "stay_feedback" USING btree ("booking_id","kind");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_unique" UNIQUE("booking_id");