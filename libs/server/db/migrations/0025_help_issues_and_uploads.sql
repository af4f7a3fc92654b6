CREATE TABLE "help_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"issue_code" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_issues_status_check" CHECK ("help_issues"."status" IN ('open', 'in_progress', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "help_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issue_id" integer,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "help_uploads_type_check" CHECK ("help_uploads"."content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "help_uploads_size_check" CHECK ("help_uploads"."byte_size" > 0 AND "help_uploads"."byte_size" = octet_length("help_uploads"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "help_issues" ADD CONSTRAINT "help_issues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_issues" ADD CONSTRAINT "help_issues_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_uploads" ADD CONSTRAINT "help_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_uploads" ADD CONSTRAINT "help_uploads_issue_id_help_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."help_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_issues_user_idx" ON "help_issues" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "help_issues_booking_idx" ON "help_issues" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "help_uploads_user_idx" ON "help_uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "help_uploads_issue_idx" ON "help_uploads" USING btree ("issue_id");