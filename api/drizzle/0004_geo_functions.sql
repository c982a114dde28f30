-- Geographic helpers (ADR 0012): a point on the earth as a 3-D cube in kilometres, so a GiST index answers
-- "nearest first" (the cube <-> operator, k-nearest-neighbour) and "within a box" (<@ cube_enlarge).
-- The functions name their search_path: index builds run with a restricted one.
-- The cube extension is trusted (PostgreSQL 13+): a database owner may create it; PGlite loads it too.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION geo_point(lat double precision, lon double precision) RETURNS cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path = public, pg_catalog
  AS $$ SELECT cube(ARRAY[
    6371.0088 * cos(radians(lat)) * cos(radians(lon)),
    6371.0088 * cos(radians(lat)) * sin(radians(lon)),
    6371.0088 * sin(radians(lat))
  ]) $$;
--> statement-breakpoint
-- Great-circle kilometres between two geo_points (from the straight-line chord between them).
CREATE OR REPLACE FUNCTION geo_km(a cube, b cube) RETURNS double precision
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path = public, pg_catalog
  AS $$ SELECT 2 * 6371.0088 * asin(least(1.0, (a <-> b) / (2 * 6371.0088))) $$;
