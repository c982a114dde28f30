CREATE TABLE "email_alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"quiet_start_hour" integer DEFAULT 21 NOT NULL,
	"quiet_end_hour" integer DEFAULT 7 NOT NULL,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"mailed_through_lead_id" integer DEFAULT 0 NOT NULL,
	"last_digest_period" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_alert_settings_frequency_check" CHECK ("email_alert_settings"."frequency" in ('instant', 'hourly', 'daily', 'off')),
	CONSTRAINT "email_alert_settings_hours_check" CHECK ("email_alert_settings"."quiet_start_hour" between 0 and 23 and "email_alert_settings"."quiet_end_hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_alert_settings" ADD CONSTRAINT "email_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;