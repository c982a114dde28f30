CREATE TABLE "lead_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"credited_amount" numeric(10, 2),
	"credit_kind" text,
	"refund_id" text,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_claims_reason_check" CHECK ("lead_claims"."reason" in ('unreachable', 'duplicate', 'fake_details', 'outside_area')),
	CONSTRAINT "lead_claims_status_check" CHECK ("lead_claims"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "lead_claims_credit_kind_check" CHECK ("lead_claims"."credit_kind" is null or "lead_claims"."credit_kind" in ('refund', 'credit'))
);
--> statement-breakpoint
CREATE TABLE "provider_credits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_credits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"claim_id" integer,
	"purchase_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_credits_amount_check" CHECK ("provider_credits"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_token" text;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "credit_applied" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "lead_claims" ADD CONSTRAINT "lead_claims_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_claims" ADD CONSTRAINT "lead_claims_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_claims" ADD CONSTRAINT "lead_claims_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_credits" ADD CONSTRAINT "provider_credits_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_credits" ADD CONSTRAINT "provider_credits_claim_id_lead_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."lead_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_credits" ADD CONSTRAINT "provider_credits_purchase_id_lead_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lead_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_claims_purchase_unique" ON "lead_claims" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "lead_claims_status_idx" ON "lead_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lead_claims_buyer_idx" ON "lead_claims" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "provider_credits_provider_idx" ON "provider_credits" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_credits_claim_unique" ON "provider_credits" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_credits_purchase_unique" ON "provider_credits" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_status_token_unique" ON "leads" USING btree ("status_token");--> statement-breakpoint
CREATE INDEX "lead_purchases_buyer_purchased_idx" ON "lead_purchases" USING btree ("buyer_id","purchased_at","amount_paid");