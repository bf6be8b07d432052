-- Decision 034's contacts trigger, made safe for cascades: a contact deleted because its listing or its
-- owner is deleted in the same statement must not upsert a roll-up row naming what is gone (the insert
-- would break the foreign key). Deletes now only update the rows still there, as the listing days'
-- trigger does; inserts and moves still upsert.
CREATE OR REPLACE FUNCTION stats_rollups_from_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- An update counts only where the owner, the listing or the time changed (erasing a sender's name, or
  -- setting lead_id, changes none of them): - where it was, + where it is.
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT owner_id, listing_id, sent_at, 1 FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT owner_id, listing_id, sent_at, -1 FROM old_rows'
    ELSE 'SELECT n.owner_id, n.listing_id, n.sent_at, 1
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.owner_id, n.listing_id, n.sent_at) IS DISTINCT FROM (o.owner_id, o.listing_id, o.sent_at)
          UNION ALL
          SELECT o.owner_id, o.listing_id, o.sent_at, -1
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.owner_id, n.listing_id, n.sent_at) IS DISTINCT FROM (o.owner_id, o.listing_id, o.sent_at)'
  END;
  per_day text := format($per_day$
    WITH changes AS (
      SELECT owner_id, listing_id, (sent_at AT TIME ZONE 'Europe/Brussels')::date AS day, delta
      FROM (%s) AS c (owner_id, listing_id, sent_at, delta)
    )
    SELECT owner_id, date_trunc('month', day::timestamp)::date AS month, listing_id, day,
           extract(day FROM day)::integer AS d, sum(delta)::integer AS delta
    FROM changes GROUP BY 1, 2, 3, 4
  $per_day$, changes);
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format($update$
      WITH per_day AS (%s), days AS (
        UPDATE user_daily_stats u SET contacts = u.contacts + c.delta
        FROM (SELECT owner_id, day, sum(delta) AS delta FROM per_day GROUP BY 1, 2) c
        WHERE u.user_id = c.owner_id AND u.day = c.day
      )
      UPDATE listing_monthly_stats m SET
        contacts = m.contacts + c.delta,
        contacts_running = add_running(m.contacts_running, c.running)
      FROM (
        SELECT owner_id, month, listing_id, sum(delta) AS delta, running_by_day(array_agg(d), array_agg(delta)) AS running
        FROM per_day GROUP BY 1, 2, 3
      ) c
      WHERE m.user_id = c.owner_id AND m.month = c.month AND m.listing_id = c.listing_id
    $update$, per_day);
  ELSE
    -- One pass over the changes feeds both roll-ups (a data-modifying WITH: two tables, one snapshot).
    EXECUTE format($upsert$
      WITH per_day AS (%s), days AS (
        INSERT INTO user_daily_stats AS u (user_id, day, contacts)
        SELECT owner_id, day, sum(delta) FROM per_day GROUP BY 1, 2
        ON CONFLICT (user_id, day) DO UPDATE SET contacts = u.contacts + excluded.contacts
      )
      INSERT INTO listing_monthly_stats AS m (user_id, month, listing_id, contacts, contacts_running)
      SELECT owner_id, month, listing_id, sum(delta), running_by_day(array_agg(d), array_agg(delta))
      FROM per_day GROUP BY 1, 2, 3
      ON CONFLICT (user_id, month, listing_id) DO UPDATE SET
        contacts = m.contacts + excluded.contacts,
        contacts_running = add_running(m.contacts_running, excluded.contacts_running)
    $upsert$, per_day);
  END IF;
  RETURN NULL;
END $$;
