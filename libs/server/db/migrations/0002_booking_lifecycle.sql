CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" text NOT NULL,
	"property_id" integer NOT NULL,
	"room_category_id" integer NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"nights_count" integer NOT NULL,
	"rooms" integer NOT NULL,
	"guests_config" jsonb NOT NULL,
	"no_of_guest" integer NOT NULL,
	"status_key" smallint NOT NULL,
	"state" text NOT NULL,
	"payment_status_id" smallint NOT NULL,
	"total_amount" integer NOT NULL,
	"slasher_amount" integer,
	"discount" integer DEFAULT 0 NOT NULL,
	"final_amount" integer NOT NULL,
	"payable_amount" integer NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"pay_at_hotel" boolean NOT NULL,
	"guest_name" text NOT NULL,
	"guest_email" text NOT NULL,
	"guest_phone" text NOT NULL,
	"guest_country_code" text NOT NULL,
	"source" text NOT NULL,
	"request_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancellation_reason" smallint,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "bookings_stay_check" CHECK ("bookings"."checkout" > "bookings"."checkin" AND "bookings"."nights_count" > 0 AND "bookings"."rooms" > 0),
	CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."total_amount" >= 0 AND "bookings"."final_amount" >= 0 AND "bookings"."payable_amount" >= 0 AND "bookings"."amount_paid" >= 0 AND "bookings"."discount" >= 0),
	CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" IN ('confirmed', 'completed', 'cancelled', 'requested', 'saved')),
	CONSTRAINT "bookings_request_type_check" CHECK ("bookings"."request_type" IN ('NEW', 'PROPERTY_CHANGE', 'DATE_CHANGE'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template" text NOT NULL,
	"payload" jsonb NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" IN ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_category_id_room_categories_id_fk" FOREIGN KEY ("room_category_id") REFERENCES "public"."room_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_property_idx" ON "bookings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "bookings_room_category_idx" ON "bookings" USING btree ("room_category_id","checkin");--> statement-breakpoint
CREATE INDEX "outbox_messages_booking_idx" ON "outbox_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_unsent_idx" ON "outbox_messages" USING btree ("created_at") WHERE "outbox_messages"."sent_at" IS NULL;