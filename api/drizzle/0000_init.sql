CREATE SEQUENCE "public"."lead_job_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 250001 CACHE 1;--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"user_type" text DEFAULT 'customer' NOT NULL,
	"team_owner_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"company_name" text,
	"business_address" text,
	"license_number" text,
	"service_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_location" text,
	"service_latitude" double precision,
	"service_longitude" double precision,
	"service_radius" integer DEFAULT 20 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('customer', 'provider', 'team_member', 'super_admin'))
);
--> statement-breakpoint
CREATE TABLE "suburbs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suburbs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"postcode" text NOT NULL,
	"council" text,
	"state" text DEFAULT 'NSW' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text,
	"phone" text,
	"email" text,
	"address" text,
	"opening_hours" text,
	"price_from" numeric(10, 2) DEFAULT '49.00' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_reference" text DEFAULT 'MT-' || nextval('lead_job_reference_seq')::text NOT NULL,
	"customer_id" integer,
	"created_by_id" integer,
	"customer_name" text NOT NULL,
	"customer_phone" text NOT NULL,
	"customer_email" text,
	"customer_address" text,
	"motorcycle_make" text NOT NULL,
	"motorcycle_model" text NOT NULL,
	"motorcycle_year" integer,
	"vehicle_rego" text,
	"can_roll_and_steer" boolean DEFAULT true NOT NULL,
	"pickup_location" text,
	"dropoff_location" text,
	"timeframe" text,
	"preferred_pickup_date" date,
	"preferred_dropoff_date" date,
	"is_flexible_dates" boolean DEFAULT true NOT NULL,
	"special_requests" text,
	"urgency" text,
	"travel_distance" integer,
	"preferred_location" text,
	"budget_concern" text,
	"previous_experience" text,
	"inspection_type" text,
	"lead_score" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"price" numeric(10, 2) DEFAULT '50.00' NOT NULL,
	"suburb_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "leads_lead_score_check" CHECK ("leads"."lead_score" between 0 and 10),
	CONSTRAINT "leads_price_check" CHECK ("leads"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"description" text,
	"discount_type" text NOT NULL,
	"discount_value" numeric(10, 2),
	"max_uses" integer,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_type_check" CHECK ("discount_codes"."discount_type" in ('percentage', 'fixed_amount', 'free')),
	CONSTRAINT "discount_codes_uses_check" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."current_uses" <= "discount_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "lead_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"buyer_phone" text,
	"buyer_company" text,
	"amount_paid" numeric(10, 2) NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text,
	"sales_stage" text DEFAULT 'purchased' NOT NULL,
	"sales_notes" text,
	"customer_payment_amount" numeric(10, 2),
	"called_at" timestamp with time zone,
	"booked_in_at" timestamp with time zone,
	"safety_check_passed_at" timestamp with time zone,
	"invoice_paid_at" timestamp with time zone,
	"finalised_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"discount_code_id" integer,
	"original_price" numeric(10, 2),
	"discount_amount" numeric(10, 2)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"vehicle" text,
	"service_type" text,
	"preferred_date" date,
	"message" text,
	"suburb_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_type" text NOT NULL,
	"event_data" jsonb,
	"page_path" text,
	"page_title" text,
	"user_agent" text,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_owner_id_users_id_fk" FOREIGN KEY ("team_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_suburb_id_suburbs_id_fk" FOREIGN KEY ("suburb_id") REFERENCES "public"."suburbs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_team_owner_idx" ON "users" USING btree ("team_owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suburbs_name_postcode_unique" ON "suburbs" USING btree ("name","postcode");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_job_reference_unique" ON "leads" USING btree ("job_reference");--> statement-breakpoint
CREATE INDEX "leads_available_list_idx" ON "leads" USING btree ("status","is_archived","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_created_by_idx" ON "leads" USING btree ("created_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_unique" ON "discount_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_purchases_lead_unique" ON "lead_purchases" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_purchases_payment_intent_unique" ON "lead_purchases" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "lead_purchases_buyer_idx" ON "lead_purchases" USING btree ("buyer_id","purchased_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_unique" ON "password_reset_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_idx" ON "analytics_events" USING btree ("event_type","created_at");