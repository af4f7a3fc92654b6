CREATE TABLE "wizard_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer NOT NULL,
	"max_discount_minor" integer,
	"plan" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "wizard_coupons_code_upper_check" CHECK ("wizard_coupons"."code" = upper("wizard_coupons"."code")),
	CONSTRAINT "wizard_coupons_percent_check" CHECK ("wizard_coupons"."percent_off" > 0 AND "wizard_coupons"."percent_off" <= 100),
	CONSTRAINT "wizard_coupons_plan_check" CHECK ("wizard_coupons"."plan" IS NULL OR "wizard_coupons"."plan" IN ('wizard', 'wizard_plus'))
);
--> statement-breakpoint
CREATE TABLE "wizard_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"action" text NOT NULL,
	"price_minor" integer NOT NULL,
	"coupon_code" text,
	"coupon_discount_minor" integer DEFAULT 0 NOT NULL,
	"wallet_minor" integer DEFAULT 0 NOT NULL,
	"gateway_minor" integer DEFAULT 0 NOT NULL,
	"currency_code" text NOT NULL,
	"base_hotel_id" integer,
	"status" text NOT NULL,
	"provider" text,
	"provider_order_id" text,
	"gateway_attempts" integer DEFAULT 0 NOT NULL,
	"payment_method_preselect" text,
	"redirect_url" text,
	"idempotency_key" text,
	"membership_id" integer,
	"wallet_credited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "wizard_orders_plan_check" CHECK ("wizard_orders"."plan" IN ('wizard', 'wizard_plus')),
	CONSTRAINT "wizard_orders_action_check" CHECK ("wizard_orders"."action" IN ('purchase', 'renew', 'upgrade')),
	CONSTRAINT "wizard_orders_status_check" CHECK ("wizard_orders"."status" IN ('open', 'paying', 'paid', 'failed')),
	CONSTRAINT "wizard_orders_amounts_check" CHECK ("wizard_orders"."price_minor" >= 0 AND "wizard_orders"."coupon_discount_minor" >= 0 AND "wizard_orders"."wallet_minor" >= 0 AND "wizard_orders"."gateway_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wizard_orders" ADD CONSTRAINT "wizard_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_orders" ADD CONSTRAINT "wizard_orders_membership_id_wizard_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."wizard_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wizard_coupons_code_idx" ON "wizard_coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "wizard_orders_user_idx" ON "wizard_orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wizard_orders_provider_order_idx" ON "wizard_orders" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wizard_orders_idempotency_idx" ON "wizard_orders" USING btree ("user_id","idempotency_key");