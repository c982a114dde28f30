CREATE TABLE "return_trip_alerts" (
	"trip_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_trip_alerts_trip_id_lead_id_pk" PRIMARY KEY("trip_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "return_trips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "return_trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"from_location" text NOT NULL,
	"from_place" text NOT NULL,
	"from_latitude" double precision NOT NULL,
	"from_longitude" double precision NOT NULL,
	"to_location" text NOT NULL,
	"to_place" text NOT NULL,
	"to_latitude" double precision NOT NULL,
	"to_longitude" double precision NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"free_spaces" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_trips_free_spaces_check" CHECK ("return_trips"."free_spaces" between 1 and 10),
	CONSTRAINT "return_trips_dates_check" CHECK ("return_trips"."end_date" >= "return_trips"."start_date")
);
--> statement-breakpoint
ALTER TABLE "return_trip_alerts" ADD CONSTRAINT "return_trip_alerts_trip_id_return_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."return_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_trip_alerts" ADD CONSTRAINT "return_trip_alerts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_trips" ADD CONSTRAINT "return_trips_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_trip_alerts_lead_idx" ON "return_trip_alerts" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "return_trips_provider_idx" ON "return_trips" USING btree ("provider_id","end_date");--> statement-breakpoint
CREATE INDEX "return_trips_end_geo_idx" ON "return_trips" USING gist (geo_point("to_latitude", "to_longitude"));--> statement-breakpoint
CREATE INDEX "leads_available_dropoff_geo_idx" ON "leads" USING gist (geo_point("dropoff_latitude", "dropoff_longitude")) WHERE status = 'available' and is_archived = false and dropoff_latitude is not null and dropoff_longitude is not null;