CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"page_type" text NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"route" text NOT NULL,
	"session_id" text NOT NULL,
	"device_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analytics_events_name_check" CHECK ("analytics_events"."event_name" ~ '^[a-z][a-z0-9_]{0,47}$')
);
--> statement-breakpoint
CREATE INDEX "analytics_events_page_views_idx" ON "analytics_events" USING btree ("event_name","occurred_at","page_type","brand");--> statement-breakpoint
CREATE INDEX "analytics_events_session_idx" ON "analytics_events" USING btree ("session_id","occurred_at");