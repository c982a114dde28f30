ALTER TABLE "leads" ADD COLUMN "quote_address_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "quote_user_id" integer;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "buyer_address_key" text;--> statement-breakpoint
-- Issue 45 item 4 (ADR 0080): a new lead keeps where its quote came from (the function of migration 0013, with the two
-- columns added to its INSERT).
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
      AND (
        (l.latitude = r.latitude AND l.longitude = r.longitude
          AND l.dropoff_latitude = r.dropoff_latitude AND l.dropoff_longitude = r.dropoff_longitude)
        OR (normalised_place(l.pickup_location) = normalised_place(coalesce(r.pickup_location, ''))
          AND normalised_place(l.dropoff_location) = normalised_place(coalesce(r.dropoff_location, '')))
      )
    ORDER BY l.created_at, l.id
    LIMIT 1;
  IF earlier IS NOT NULL THEN
    INSERT INTO quote_repeats (lead_id, status_token, motorcycle_make, motorcycle_model)
      VALUES (earlier, token, r.motorcycle_make, r.motorcycle_model);
    UPDATE leads l SET merged_requests = l.merged_requests + 1, last_merged_at = now()
      WHERE l.id = earlier
      RETURNING l.id, l.job_reference, l.status INTO lead_id, lead_job_reference, lead_status;
    lead_status_token := token;
    merged := true;
    RETURN;
  END IF;
  INSERT INTO leads (customer_name, customer_phone, customer_address, motorcycle_make, motorcycle_model, can_roll_and_steer,
      pickup_location, dropoff_location, timeframe, preferred_pickup_date, preferred_dropoff_date, is_flexible_dates,
      special_requests, status, price, latitude, longitude, dropoff_latitude, dropoff_longitude, status_token,
      quote_address_key, quote_user_id)
    VALUES (r.customer_name, r.customer_phone, r.customer_address, r.motorcycle_make, r.motorcycle_model, r.can_roll_and_steer,
      r.pickup_location, r.dropoff_location, r.timeframe, r.preferred_pickup_date, r.preferred_dropoff_date, r.is_flexible_dates,
      r.special_requests, r.status, r.price, r.latitude, r.longitude, r.dropoff_latitude, r.dropoff_longitude, token,
      r.quote_address_key, r.quote_user_id)
    RETURNING id, job_reference, status, status_token INTO lead_id, lead_job_reference, lead_status, lead_status_token;
  merged := false;
END $$;
