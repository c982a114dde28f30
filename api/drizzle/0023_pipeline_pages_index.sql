DROP INDEX "lead_purchases_buyer_idx";--> statement-breakpoint
CREATE INDEX "lead_purchases_buyer_pipeline_idx" ON "lead_purchases" USING btree ("buyer_id","purchased_at","id","lead_id");