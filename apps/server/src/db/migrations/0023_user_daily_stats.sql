CREATE TABLE "user_daily_stats" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	"detail_views" integer DEFAULT 0 NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	"phone_requests" integer DEFAULT 0 NOT NULL,
	"facebook_shares" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_daily_stats_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "user_daily_stats" ADD CONSTRAINT "user_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 032: user_daily_stats holds each user's listing days summed, and the contacts they received
-- per Brussels day. Statement-level triggers keep it, one grouped upsert per statement (a COPY of
-- millions of rows included); a change arrives as + new rows and - old rows.
CREATE FUNCTION user_daily_stats_from_listing_days() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- A listing deleted with its days (a draft, an account) is gone already: its days are not found here.
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_daily_stats_from_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update counts only where the owner or the time changed (erasing a sender's name changes neither).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_daily_stats AS u (user_id, day, contacts)
    SELECT n.owner_id, (n.sent_at AT TIME ZONE 'Europe/Brussels')::date, count(*) FROM new_rows n GROUP BY 1, 2
    ON CONFLICT (user_id, day) DO UPDATE SET contacts = u.contacts + excluded.contacts;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE user_daily_stats u SET contacts = u.contacts - o.contacts
    FROM (SELECT owner_id, (sent_at AT TIME ZONE 'Europe/Brussels')::date AS day, count(*) AS contacts
          FROM old_rows GROUP BY 1, 2) o
    WHERE u.user_id = o.owner_id AND u.day = o.day;
  ELSE
    INSERT INTO user_daily_stats AS u (user_id, day, contacts)
    SELECT owner_id, day, sum(delta) FROM (
      SELECT n.owner_id, (n.sent_at AT TIME ZONE 'Europe/Brussels')::date AS day, 1 AS delta
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.owner_id, n.sent_at) IS DISTINCT FROM (o.owner_id, o.sent_at)
      UNION ALL
      SELECT o.owner_id, (o.sent_at AT TIME ZONE 'Europe/Brussels')::date, -1
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.owner_id, n.sent_at) IS DISTINCT FROM (o.owner_id, o.sent_at)
    ) moved
    GROUP BY owner_id, day
    ON CONFLICT (user_id, day) DO UPDATE SET contacts = u.contacts + excluded.contacts;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO user_daily_stats (user_id, day, search_appearances, detail_views, mails, phone_requests, facebook_shares)
SELECT l.user_id, s.day, sum(s.search_appearances), sum(s.detail_views), sum(s.mails), sum(s.phone_requests), sum(s.facebook_shares)
FROM listing_daily_stats s JOIN listings l ON l.id = s.listing_id
GROUP BY l.user_id, s.day;
--> statement-breakpoint
INSERT INTO user_daily_stats AS u (user_id, day, contacts)
SELECT owner_id, (sent_at AT TIME ZONE 'Europe/Brussels')::date, count(*)
FROM contacts
GROUP BY 1, 2
ON CONFLICT (user_id, day) DO UPDATE SET contacts = excluded.contacts;
--> statement-breakpoint
CREATE TRIGGER listing_days_insert AFTER INSERT ON listing_daily_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_daily_stats_from_listing_days();
--> statement-breakpoint
CREATE TRIGGER listing_days_update AFTER UPDATE ON listing_daily_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_daily_stats_from_listing_days();
--> statement-breakpoint
CREATE TRIGGER listing_days_delete AFTER DELETE ON listing_daily_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_daily_stats_from_listing_days();
--> statement-breakpoint
CREATE TRIGGER contacts_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_daily_stats_from_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_daily_stats_from_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_daily_stats_from_contacts();
