CREATE TABLE "provider_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	CONSTRAINT "provider_reviews_rating_range" CHECK ("provider_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_reviews_lead_unique" ON "provider_reviews" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "provider_reviews_provider_idx" ON "provider_reviews" USING btree ("provider_id","created_at" DESC NULLS FIRST);