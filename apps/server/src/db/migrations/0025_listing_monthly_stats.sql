CREATE TABLE "listing_monthly_stats" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"listing_id" integer NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	"detail_views" integer DEFAULT 0 NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	"phone_requests" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	"search_appearances_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"detail_views_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"mails_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"phone_requests_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"contacts_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "listing_monthly_stats_user_id_month_listing_id_pk" PRIMARY KEY("user_id","month","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listing_monthly_stats" ADD CONSTRAINT "listing_monthly_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_monthly_stats" ADD CONSTRAINT "listing_monthly_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_monthly_stats_listing_idx" ON "listing_monthly_stats" USING btree ("listing_id");--> statement-breakpoint
-- Decision 034: the best listings of the professional statistics read whole months from the totals alone.
CREATE INDEX listing_monthly_stats_totals_idx ON listing_monthly_stats (user_id, month, listing_id)
  INCLUDE (search_appearances, detail_views, mails, phone_requests, contacts);
--> statement-breakpoint
-- Running totals through each day of a month (element d sums days 1..d) of the deltas given per day of the
-- month. plpgsql changes an array element in place, so this is a few microseconds per call.
CREATE FUNCTION running_by_day(days integer[], deltas integer[]) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  running integer[] := array_fill(0, ARRAY[31]);
BEGIN
  FOR k IN 1 .. coalesce(array_length(days, 1), 0) LOOP
    running[days[k]] := running[days[k]] + deltas[k];
  END LOOP;
  FOR i IN 2 .. 31 LOOP
    running[i] := running[i] + running[i - 1];
  END LOOP;
  RETURN running;
END $$;
--> statement-breakpoint
-- Two arrays of running totals added element by element (an empty one counts as zeros).
CREATE FUNCTION add_running(a integer[], b integer[]) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  total integer[] := array_fill(0, ARRAY[31]);
BEGIN
  FOR i IN 1 .. 31 LOOP
    total[i] := coalesce(a[i], 0) + coalesce(b[i], 0);
  END LOOP;
  RETURN total;
END $$;
--> statement-breakpoint
-- The triggers of decision 032 now keep both roll-ups: the functions are made anew under names that say
-- so and the triggers moved to them. A change reaches listing_monthly_stats as signed deltas, + new rows
-- and - old rows, in one upsert per statement (the statement's source is chosen by its operation: a
-- transition table that the operation has not is not there to be named).
CREATE FUNCTION stats_rollups_from_listing_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT listing_id, day, search_appearances, detail_views, mails, phone_requests FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT listing_id, day, -search_appearances, -detail_views, -mails, -phone_requests FROM old_rows'
    ELSE 'SELECT listing_id, day, search_appearances, detail_views, mails, phone_requests FROM new_rows
          UNION ALL
          SELECT listing_id, day, -search_appearances, -detail_views, -mails, -phone_requests FROM old_rows'
  END;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO user_daily_stats AS u (user_id, day, search_appearances, detail_views, mails, phone_requests, facebook_shares)
    SELECT l.user_id, n.day, sum(n.search_appearances), sum(n.detail_views), sum(n.mails), sum(n.phone_requests), sum(n.facebook_shares)
    FROM new_rows n JOIN listings l ON l.id = n.listing_id
    GROUP BY l.user_id, n.day
    ON CONFLICT (user_id, day) DO UPDATE SET
      search_appearances = u.search_appearances + excluded.search_appearances,
      detail_views = u.detail_views + excluded.detail_views,
      mails = u.mails + excluded.mails,
      phone_requests = u.phone_requests + excluded.phone_requests,
      facebook_shares = u.facebook_shares + excluded.facebook_shares;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    -- A listing deleted with its days (a draft, an account) is gone already: its days are not found here,
    -- and its months went with it (the foreign key cascades).
    UPDATE user_daily_stats u SET
      search_appearances = u.search_appearances - o.search_appearances,
      detail_views = u.detail_views - o.detail_views,
      mails = u.mails - o.mails,
      phone_requests = u.phone_requests - o.phone_requests,
      facebook_shares = u.facebook_shares - o.facebook_shares
    FROM (
      SELECT l.user_id, o.day, sum(o.search_appearances) AS search_appearances, sum(o.detail_views) AS detail_views,
             sum(o.mails) AS mails, sum(o.phone_requests) AS phone_requests, sum(o.facebook_shares) AS facebook_shares
      FROM old_rows o JOIN listings l ON l.id = o.listing_id
      GROUP BY l.user_id, o.day
    ) o
    WHERE u.user_id = o.user_id AND u.day = o.day;
  END IF;
  EXECUTE format($upsert$
    INSERT INTO listing_monthly_stats AS m (user_id, month, listing_id, search_appearances, detail_views, mails,
      phone_requests, search_appearances_running, detail_views_running, mails_running, phone_requests_running)
    SELECT user_id, month, listing_id, sum(sa), sum(dv), sum(ma), sum(pr),
           running_by_day(array_agg(d), array_agg(sa)), running_by_day(array_agg(d), array_agg(dv)),
           running_by_day(array_agg(d), array_agg(ma)), running_by_day(array_agg(d), array_agg(pr))
    FROM (
      SELECT l.user_id, date_trunc('month', c.day::timestamp)::date AS month, c.listing_id,
             extract(day FROM c.day)::integer AS d, sum(c.sa)::integer AS sa, sum(c.dv)::integer AS dv,
             sum(c.ma)::integer AS ma, sum(c.pr)::integer AS pr
      FROM (%s) AS c (listing_id, day, sa, dv, ma, pr) JOIN listings l ON l.id = c.listing_id
      GROUP BY 1, 2, 3, 4
    ) per_day
    GROUP BY 1, 2, 3
    ON CONFLICT (user_id, month, listing_id) DO UPDATE SET
      search_appearances = m.search_appearances + excluded.search_appearances,
      detail_views = m.detail_views + excluded.detail_views,
      mails = m.mails + excluded.mails,
      phone_requests = m.phone_requests + excluded.phone_requests,
      search_appearances_running = add_running(m.search_appearances_running, excluded.search_appearances_running),
      detail_views_running = add_running(m.detail_views_running, excluded.detail_views_running),
      mails_running = add_running(m.mails_running, excluded.mails_running),
      phone_requests_running = add_running(m.phone_requests_running, excluded.phone_requests_running)
  $upsert$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION stats_rollups_from_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
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
BEGIN
  -- One pass over the changes feeds both roll-ups (a data-modifying WITH: two tables, one snapshot).
  EXECUTE format($upsert$
    WITH changes AS (
      SELECT owner_id, listing_id, (sent_at AT TIME ZONE 'Europe/Brussels')::date AS day, delta
      FROM (%s) AS c (owner_id, listing_id, sent_at, delta)
    ), days AS (
      INSERT INTO user_daily_stats AS u (user_id, day, contacts)
      SELECT owner_id, day, sum(delta) FROM changes GROUP BY 1, 2
      ON CONFLICT (user_id, day) DO UPDATE SET contacts = u.contacts + excluded.contacts
    )
    INSERT INTO listing_monthly_stats AS m (user_id, month, listing_id, contacts, contacts_running)
    SELECT owner_id, month, listing_id, sum(delta), running_by_day(array_agg(d), array_agg(delta))
    FROM (
      SELECT owner_id, date_trunc('month', day::timestamp)::date AS month, listing_id,
             extract(day FROM day)::integer AS d, sum(delta)::integer AS delta
      FROM changes GROUP BY 1, 2, 3, 4
    ) per_day
    GROUP BY 1, 2, 3
    ON CONFLICT (user_id, month, listing_id) DO UPDATE SET
      contacts = m.contacts + excluded.contacts,
      contacts_running = add_running(m.contacts_running, excluded.contacts_running)
  $upsert$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO listing_monthly_stats (user_id, month, listing_id, search_appearances, detail_views, mails, phone_requests,
  search_appearances_running, detail_views_running, mails_running, phone_requests_running)
SELECT user_id, month, listing_id, sum(sa), sum(dv), sum(ma), sum(pr),
       running_by_day(array_agg(d), array_agg(sa)), running_by_day(array_agg(d), array_agg(dv)),
       running_by_day(array_agg(d), array_agg(ma)), running_by_day(array_agg(d), array_agg(pr))
FROM (
  SELECT l.user_id, date_trunc('month', s.day::timestamp)::date AS month, s.listing_id,
         extract(day FROM s.day)::integer AS d, s.search_appearances AS sa, s.detail_views AS dv, s.mails AS ma,
         s.phone_requests AS pr
  FROM listing_daily_stats s JOIN listings l ON l.id = s.listing_id
) days
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO listing_monthly_stats AS m (user_id, month, listing_id, contacts, contacts_running)
SELECT owner_id, month, listing_id, sum(delta), running_by_day(array_agg(d), array_agg(delta))
FROM (
  SELECT owner_id, date_trunc('month', sent_at AT TIME ZONE 'Europe/Brussels')::date AS month, listing_id,
         extract(day FROM sent_at AT TIME ZONE 'Europe/Brussels')::integer AS d, count(*)::integer AS delta
  FROM contacts GROUP BY 1, 2, 3, 4
) per_day
GROUP BY 1, 2, 3
ON CONFLICT (user_id, month, listing_id) DO UPDATE SET
  contacts = excluded.contacts, contacts_running = excluded.contacts_running;
--> statement-breakpoint
DROP TRIGGER listing_days_insert ON listing_daily_stats;
--> statement-breakpoint
DROP TRIGGER listing_days_update ON listing_daily_stats;
--> statement-breakpoint
DROP TRIGGER listing_days_delete ON listing_daily_stats;
--> statement-breakpoint
DROP TRIGGER contacts_insert ON contacts;
--> statement-breakpoint
DROP TRIGGER contacts_update ON contacts;
--> statement-breakpoint
DROP TRIGGER contacts_delete ON contacts;
--> statement-breakpoint
DROP FUNCTION user_daily_stats_from_listing_days();
--> statement-breakpoint
DROP FUNCTION user_daily_stats_from_contacts();
--> statement-breakpoint
CREATE TRIGGER listing_days_insert AFTER INSERT ON listing_daily_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_from_listing_days();
--> statement-breakpoint
CREATE TRIGGER listing_days_update AFTER UPDATE ON listing_daily_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_from_listing_days();
--> statement-breakpoint
CREATE TRIGGER listing_days_delete AFTER DELETE ON listing_daily_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_from_listing_days();
--> statement-breakpoint
CREATE TRIGGER contacts_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_from_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_from_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_from_contacts();
