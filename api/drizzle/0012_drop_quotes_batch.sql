-- Riders' quotes are no longer stored in batches (ADR 0041): each is one insert_quote_or_merge (migration 0010) and
-- one commit, so insert_quotes_or_merge (migration 0011) has no caller.
DROP FUNCTION IF EXISTS insert_quotes_or_merge(jsonb, integer);
