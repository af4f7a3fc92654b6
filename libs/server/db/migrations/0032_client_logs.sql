CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"route" text NOT NULL,
	"page_type" text NOT NULL,
	"brand" text NOT NULL,
	"release" text,
	"device_id" text,
	"user_agent" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_logs_level_check" CHECK ("client_logs"."level" IN ('error', 'warn', 'info'))
);
--> statement-breakpoint
CREATE INDEX "client_logs_received_idx" ON "client_logs" USING btree ("received_at","level");--> statement-breakpoint
CREATE INDEX "client_logs_route_idx" ON "client_logs" USING btree ("route","occurred_at");