-- A rider's quote in one statement (ADR 0026): lock the rider's phone, look for the same trip of the last
-- `window_days`, then count the repeat on that lead or insert the new one (ADR 0013). One round trip and one commit
-- instead of BEGIN, the lock, the check, the write and COMMIT. Race-safe as before: the transaction-scoped advisory
-- lock is held until the calling statement commits, and in a VOLATILE plpgsql function each query takes a new
-- snapshot (READ COMMITTED), so the check after the lock sees the lead a concurrent identical request committed.
-- `lead` is a leads row as JSON (column names as keys); `token` the new lead's status token (ADR 0033).
CREATE OR REPLACE FUNCTION normalised_place(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path = public, pg_catalog
  AS $$ SELECT btrim(regexp_replace(lower(value), '[^a-z0-9]+', ' ', 'g')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION insert_quote_or_merge(lead jsonb, token text, window_days integer,
  OUT lead_id integer, OUT lead_job_reference text, OUT lead_status text, OUT lead_status_token text, OUT merged boolean)
  LANGUAGE plpgsql VOLATILE
  SET search_path = public, pg_catalog
  AS $$
DECLARE
  r leads%ROWTYPE := jsonb_populate_record(null::leads, lead);
  earlier integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(r.customer_phone));
  SELECT l.id INTO earlier FROM leads l
    WHERE l.customer_phone = r.customer_phone
      AND l.created_at > now() - make_interval(days => window_days)
      AND l.created_by_id IS NULL
      AND l.is_archived = false
      AND normalised_place(l.pickup_location) = normalised_place(coalesce(r.pickup_location, ''))
      AND normalised_place(l.dropoff_location) = normalised_place(coalesce(r.dropoff_location, ''))
    ORDER BY l.created_at, l.id
    LIMIT 1;
  IF earlier IS NOT NULL THEN
    UPDATE leads l SET merged_requests = l.merged_requests + 1, last_merged_at = now(), status_token = coalesce(l.status_token, token)
      WHERE l.id = earlier
      RETURNING l.id, l.job_reference, l.status, l.status_token INTO lead_id, lead_job_reference, lead_status, lead_status_token;
    merged := true;
    RETURN;
  END IF;
  INSERT INTO leads (customer_name, customer_phone, customer_address, motorcycle_make, motorcycle_model, can_roll_and_steer,
      pickup_location, dropoff_location, timeframe, preferred_pickup_date, preferred_dropoff_date, is_flexible_dates,
      special_requests, status, price, latitude, longitude, dropoff_latitude, dropoff_longitude, status_token)
    VALUES (r.customer_name, r.customer_phone, r.customer_address, r.motorcycle_make, r.motorcycle_model, r.can_roll_and_steer,
      r.pickup_location, r.dropoff_location, r.timeframe, r.preferred_pickup_date, r.preferred_dropoff_date, r.is_flexible_dates,
      r.special_requests, r.status, r.price, r.latitude, r.longitude, r.dropoff_latitude, r.dropoff_longitude, token)
    RETURNING id, job_reference, status, status_token INTO lead_id, lead_job_reference, lead_status, lead_status_token;
  merged := false;
END $$;
