DROP INDEX "leads_created_idx";--> statement-breakpoint
CREATE INDEX "lead_claims_created_idx" ON "lead_claims" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"created_by_id","pickup_location","status");