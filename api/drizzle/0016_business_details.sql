CREATE TABLE "business_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"abn" text NOT NULL,
	"insurer" text NOT NULL,
	"policy_number" text NOT NULL,
	"cover_amount" bigint NOT NULL,
	"insurance_expires_on" date NOT NULL,
	"certificate_key" text,
	"certificate_type" text,
	"certificate_size" integer,
	"certificate_uploaded_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"rejection_reason" text,
	"verified_at" timestamp with time zone,
	"insured_until" date,
	"reminder_30_for" date,
	"reminder_7_for" date,
	"lapsed_notice_for" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_details_status_check" CHECK ("business_details"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_details" ADD CONSTRAINT "business_details_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_details_pending_idx" ON "business_details" USING btree ("submitted_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "business_details_insured_until_idx" ON "business_details" USING btree ("insured_until");