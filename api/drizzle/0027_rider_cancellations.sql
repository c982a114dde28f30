ALTER TABLE "lead_claims" DROP CONSTRAINT "lead_claims_reason_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_cancellation_check" CHECK (("leads"."cancelled_at" is null) = ("leads"."cancellation_reason" is null));--> statement-breakpoint
ALTER TABLE "lead_claims" ADD CONSTRAINT "lead_claims_reason_check" CHECK ("lead_claims"."reason" in ('unreachable', 'duplicate', 'fake_details', 'outside_area', 'rider_cancelled'));