CREATE TABLE "spend_caps" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"weekly_cap" numeric(10, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spend_caps_weekly_cap_check" CHECK ("spend_caps"."weekly_cap" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_guide_samples" (
	"purchase_id" integer PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"pickup_state" text,
	"dropoff_state" text,
	"amount" numeric(10, 2) NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spend_caps" ADD CONSTRAINT "spend_caps_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_guide_samples" ADD CONSTRAINT "price_guide_samples_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_guide_samples" ADD CONSTRAINT "price_guide_samples_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_guide_samples_distance_idx" ON "price_guide_samples" USING btree ("distance_km","delivered_at","amount","provider_id","pickup_state","dropoff_state");