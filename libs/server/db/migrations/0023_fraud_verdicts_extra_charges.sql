CREATE TABLE "booking_extra_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"reason" text NOT NULL,
	"extra_adults" smallint NOT NULL,
	"extra_children" smallint NOT NULL,
	"amount" integer NOT NULL,
	"payment_order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extra_charges_amount_check" CHECK ("booking_extra_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "fraud_verdicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"device_id" text NOT NULL,
	"address_key" text NOT NULL,
	"invoice_no" text,
	"score" integer NOT NULL,
	"verdict" text NOT NULL,
	"signals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fraud_verdicts_verdict_check" CHECK ("fraud_verdicts"."verdict" IN ('allow', 'review', 'block'))
);
--> statement-breakpoint
ALTER TABLE "booking_extra_charges" ADD CONSTRAINT "booking_extra_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extra_charges" ADD CONSTRAINT "booking_extra_charges_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_extra_charges_booking_idx" ON "booking_extra_charges" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "fraud_verdicts_device_idx" ON "fraud_verdicts" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "fraud_verdicts_phone_idx" ON "fraud_verdicts" USING btree ("phone","created_at");