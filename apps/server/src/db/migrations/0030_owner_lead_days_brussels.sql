-- Decision 038: owner_lead_days counts the Brussels day of each lead's first contact instead of its UTC
-- day, so that a period of Brussels days (the contacts' filter) is a run of days too. The function is
-- replaced whole; only the day changed.
CREATE OR REPLACE FUNCTION owner_lead_days_from_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO owner_lead_days AS d (owner_id, day, leads)
    SELECT n.owner_id, (n.first_at AT TIME ZONE 'Europe/Brussels')::date, count(*) FROM new_rows n GROUP BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET leads = d.leads + excluded.leads;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE owner_lead_days d SET leads = d.leads - o.leads
    FROM (SELECT owner_id, (first_at AT TIME ZONE 'Europe/Brussels')::date AS day, count(*) AS leads
          FROM old_rows GROUP BY 1, 2) o
    WHERE d.owner_id = o.owner_id AND d.day = o.day;
  ELSE
    INSERT INTO owner_lead_days AS d (owner_id, day, leads)
    SELECT owner_id, day, sum(change) FROM (
      SELECT owner_id, (first_at AT TIME ZONE 'Europe/Brussels')::date AS day, 1 AS change FROM new_rows
      UNION ALL
      SELECT owner_id, (first_at AT TIME ZONE 'Europe/Brussels')::date, -1 FROM old_rows
    ) moved GROUP BY 1, 2 HAVING sum(change) <> 0
    ON CONFLICT (owner_id, day) DO UPDATE SET leads = d.leads + excluded.leads;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM owner_lead_days;
--> statement-breakpoint
INSERT INTO owner_lead_days (owner_id, day, leads)
SELECT owner_id, (first_at AT TIME ZONE 'Europe/Brussels')::date, count(*) FROM leads GROUP BY 1, 2;
