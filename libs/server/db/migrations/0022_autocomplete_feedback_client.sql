ALTER TABLE "autocomplete_feedback" ADD COLUMN "client_user_id" text;--> statement-breakpoint
ALTER TABLE "autocomplete_feedback" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "autocomplete_feedback" ADD CONSTRAINT "autocomplete_feedback_device_check" CHECK ("autocomplete_feedback"."device" IS NULL OR "autocomplete_feedback"."device" IN ('desktop', 'mobile', 'app'));