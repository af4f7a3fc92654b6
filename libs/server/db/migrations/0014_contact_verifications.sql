CREATE TABLE "contact_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"country_code" text,
	"phone" text,
	"email" text,
	"user_id" integer,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "contact_verifications_channel_check" CHECK ("contact_verifications"."channel" IN ('phone', 'email')),
	CONSTRAINT "contact_verifications_contact_check" CHECK (("contact_verifications"."channel" = 'phone' AND "contact_verifications"."phone" IS NOT NULL) OR ("contact_verifications"."channel" = 'email' AND "contact_verifications"."email" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "mode" text DEFAULT 'consumer' NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "devise_role" text DEFAULT 'Consumer_Guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_verifications" ADD CONSTRAINT "contact_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_verifications_user_idx" ON "contact_verifications" USING btree ("user_id");