CREATE TABLE "csp_violations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "csp_violations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_uri" text NOT NULL,
	"violated_directive" text,
	"effective_directive" text,
	"blocked_uri" text,
	"source_file" text,
	"line_number" integer,
	"column_number" integer,
	"disposition" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "csp_violations_created_idx" ON "csp_violations" USING btree ("created_at");