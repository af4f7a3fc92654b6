ALTER TABLE "payment_orders" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_owner_check" CHECK ("payment_orders"."booking_id" IS NOT NULL OR ("payment_orders"."user_id" IS NOT NULL AND "payment_orders"."purpose" = 'save_card'));--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_owner_check" CHECK ("saved_cards"."booking_id" IS NOT NULL OR "saved_cards"."user_id" IS NOT NULL);