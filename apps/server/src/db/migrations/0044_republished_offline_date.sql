-- A listing published again (the status menu, the portal's feed) after its offline date had passed
-- kept that date: My properties showed a published listing as offline since October (issue 48). Going
-- public again now starts a new online period, in the one place every writer of status_id passes
-- (decision 063): online from the day of publication, no offline date, unless the statement sets its
-- own (an order's publication sets both).
CREATE OR REPLACE FUNCTION listings_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status_id IN (1, 7) THEN
    IF TG_OP = 'INSERT' THEN
      NEW.published_at := coalesce(NEW.published_at, NEW.created_at, now());
    ELSIF OLD.status_id NOT IN (1, 7) THEN
      IF NEW.published_at IS NOT DISTINCT FROM OLD.published_at THEN
        NEW.published_at := now();
      END IF;
      IF NEW.offline_date IS NOT DISTINCT FROM OLD.offline_date
        AND OLD.offline_date < (NEW.published_at AT TIME ZONE 'Europe/Brussels')::date THEN
        NEW.offline_date := NULL;
        NEW.online_date := (NEW.published_at AT TIME ZONE 'Europe/Brussels')::date;
      END IF;
    END IF;
  END IF;
  RETURN NEW;
END $$;
