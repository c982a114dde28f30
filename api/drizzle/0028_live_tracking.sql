CREATE TABLE "trip_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trip_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"purchase_id" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"last_latitude" double precision,
	"last_longitude" double precision,
	"last_accuracy_m" double precision,
	"last_recorded_at" timestamp with time zone,
	"last_received_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_purchase_id_trips_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."trips"("purchase_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_positions_purchase_idx" ON "trip_positions" USING btree ("purchase_id","recorded_at");