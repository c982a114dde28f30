-- Concurrent riders' quotes in one statement and one commit (ADR 0026, amendment 2): `quotes` is a JSON array of
-- {"lead": <a leads row as JSON, column names as keys>, "token": <its status token>}; answers one row per quote,
-- `item` its 0-based place in the array, in array order. Each quote goes through insert_quote_or_merge (migration
-- 0010) exactly as if sent alone, one after the other in array order: an earlier quote of the batch is seen by a later
-- one (same transaction), so two identical quotes in one batch merge as they would one after the other. The phones'
-- advisory locks are all taken first, in one order (by their hash), so two batches of two processes that share phones
-- wait for each other instead of deadlocking; they are held until the statement commits, as for one quote.
CREATE OR REPLACE FUNCTION insert_quotes_or_merge(quotes jsonb, window_days integer)
  RETURNS TABLE (item integer, lead_id integer, lead_job_reference text, lead_status text, lead_status_token text, merged boolean)
  LANGUAGE plpgsql VOLATILE
  SET search_path = public, pg_catalog
  AS $$
DECLARE
  phone_lock integer;
  quote jsonb;
  place bigint;
  stored record;
BEGIN
  FOR phone_lock IN
    SELECT DISTINCT hashtext(q.value -> 'lead' ->> 'customer_phone') AS h FROM jsonb_array_elements(quotes) AS q ORDER BY h
  LOOP
    PERFORM pg_advisory_xact_lock(phone_lock);
  END LOOP;
  FOR quote, place IN SELECT q.value, q.n FROM jsonb_array_elements(quotes) WITH ORDINALITY AS q(value, n) ORDER BY q.n LOOP
    SELECT * INTO STRICT stored FROM insert_quote_or_merge(quote -> 'lead', quote ->> 'token', window_days);
    item := place - 1;
    lead_id := stored.lead_id;
    lead_job_reference := stored.lead_job_reference;
    lead_status := stored.lead_status;
    lead_status_token := stored.lead_status_token;
    merged := stored.merged;
    RETURN NEXT;
  END LOOP;
END $$;
