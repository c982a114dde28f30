-- ADR 0057. The admin's All Leads search (ILIKE '%text%' over 1,000,000 leads) reads a trigram index. pg_trgm is
-- trusted (PostgreSQL 13+): a database owner may create it; PGlite loads it too (api/src/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("job_reference" gin_trgm_ops,"motorcycle_make" gin_trgm_ops,"motorcycle_model" gin_trgm_ops,"pickup_location" gin_trgm_ops,"dropoff_location" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "leads_available_point_idx" ON "leads" USING btree ("latitude","longitude","id") WHERE status = 'available' and is_archived = false and latitude is not null and longitude is not null;
--> statement-breakpoint
CREATE INDEX "leads_merged_idx" ON "leads" USING btree ("merged_requests") WHERE merged_requests > 0;
--> statement-breakpoint
-- geo_point is inlined by the planner from now on: a SQL-standard body (its names resolved here, once, so index
-- builds under a restricted search_path find them) without SET search_path (which forbids inlining: every row paid
-- a SQL function call). Strict calls only (cube(float8), cube(cube, float8)) so a STRICT function may inline; the
-- same three coordinates as before, so the GiST indexes hold the same values.
CREATE OR REPLACE FUNCTION geo_point(lat double precision, lon double precision) RETURNS cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN public.cube(public.cube(public.cube(6371.0088 * cos(radians(lat)) * cos(radians(lon))),
    6371.0088 * cos(radians(lat)) * sin(radians(lon))), 6371.0088 * sin(radians(lat)));
--> statement-breakpoint
-- A session keeps an index's expressions as it first read them (the call, not the inlined body) and would then no
-- longer match its queries to the index: rebuilding the two indexes on geo_point tells every session to read them again.
REINDEX INDEX "leads_available_pickup_geo_idx";
--> statement-breakpoint
REINDEX INDEX "users_service_geo_idx";
