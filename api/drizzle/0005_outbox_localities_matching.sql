CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "localities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"postcode" text NOT NULL,
	"locality" text NOT NULL,
	"state" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"kind" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "dropoff_latitude" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "dropoff_longitude" double precision;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "last_merged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "localities_postcode_locality_state_unique" ON "localities" USING btree ("postcode","locality","state");--> statement-breakpoint
CREATE INDEX "localities_postcode_prefix_idx" ON "localities" USING btree ("postcode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "localities_name_prefix_idx" ON "localities" USING btree (lower("locality") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_service_geo_idx" ON "users" USING gist (geo_point("service_latitude", "service_longitude")) WHERE service_latitude is not null and service_longitude is not null;--> statement-breakpoint
CREATE INDEX "leads_customer_phone_created_idx" ON "leads" USING btree ("customer_phone","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_available_pickup_geo_idx" ON "leads" USING gist (geo_point("latitude", "longitude")) WHERE status = 'available' and is_archived = false and latitude is not null and longitude is not null;