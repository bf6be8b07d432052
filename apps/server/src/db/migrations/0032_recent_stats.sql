CREATE TABLE "listing_recent_stats" (
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	"detail_views" integer DEFAULT 0 NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	"phone_requests" integer DEFAULT 0 NOT NULL,
	"contacts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_recent_stats_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "stats_recent_window" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"since" date NOT NULL,
	CONSTRAINT "stats_recent_window_one_check" CHECK ("stats_recent_window"."one"),
	CONSTRAINT "stats_recent_window_since_check" CHECK (extract(day from "stats_recent_window"."since") = 1)
);
--> statement-breakpoint
ALTER TABLE "listing_recent_stats" ADD CONSTRAINT "listing_recent_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_recent_stats" ADD CONSTRAINT "listing_recent_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_recent_stats_listing_idx" ON "listing_recent_stats" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_recent_stats_ranking_idx" ON "listing_recent_stats" USING btree ("user_id","detail_views" DESC NULLS FIRST,"listing_id");--> statement-breakpoint
-- Decision 044. The window starts where the "last 12 months" preset starts today in Brussels: the first
-- day of the month eleven months back. The recent-stats job moves it on when a month begins.
INSERT INTO stats_recent_window (since)
VALUES ((date_trunc('month', now() AT TIME ZONE 'Europe/Brussels') - interval '11 months')::date);
--> statement-breakpoint
-- listing_recent_stats follows listing_monthly_stats as listing_yearly_stats does (migration 0027): each
-- statement's changed months from the window's first on reach their listing as signed deltas of the five
-- totals. Deletes only update rows still there: a month is deleted only with its listing or its owner,
-- whose row goes too. The advisory lock is shared by every change and taken alone by the job moving the
-- window, so a change is counted either before the move (which then rebuilds from the months, this
-- change's included) or after it, against the new first month; never against the old one once moved.
CREATE FUNCTION stats_rollups_to_recent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id, month, listing_id, search_appearances, detail_views, mails, phone_requests, contacts FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT user_id, month, listing_id, -search_appearances, -detail_views, -mails, -phone_requests, -contacts FROM old_rows'
    ELSE 'SELECT user_id, month, listing_id, search_appearances, detail_views, mails, phone_requests, contacts FROM new_rows
          UNION ALL
          SELECT user_id, month, listing_id, -search_appearances, -detail_views, -mails, -phone_requests, -contacts FROM old_rows'
  END;
  deltas text := format($deltas$
    SELECT user_id, listing_id, sum(sa)::integer AS sa, sum(dv)::integer AS dv, sum(ma)::integer AS ma,
           sum(pr)::integer AS pr, sum(co)::integer AS co
    FROM (%s) AS c (user_id, month, listing_id, sa, dv, ma, pr, co)
    WHERE month >= $1
    GROUP BY 1, 2
    HAVING (sum(sa), sum(dv), sum(ma), sum(pr), sum(co)) <> (0, 0, 0, 0, 0)
  $deltas$, changes);
  window_since date;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7240328);
  SELECT since INTO STRICT window_since FROM stats_recent_window;
  IF TG_OP = 'DELETE' THEN
    EXECUTE format($update$
      UPDATE listing_recent_stats r SET
        search_appearances = r.search_appearances + d.sa, detail_views = r.detail_views + d.dv,
        mails = r.mails + d.ma, phone_requests = r.phone_requests + d.pr, contacts = r.contacts + d.co
      FROM (%s) d
      WHERE r.user_id = d.user_id AND r.listing_id = d.listing_id
    $update$, deltas) USING window_since;
  ELSE
    EXECUTE format($upsert$
      INSERT INTO listing_recent_stats AS r (user_id, listing_id, search_appearances, detail_views, mails,
        phone_requests, contacts)
      SELECT user_id, listing_id, sa, dv, ma, pr, co FROM (%s) d
      ON CONFLICT (user_id, listing_id) DO UPDATE SET
        search_appearances = r.search_appearances + excluded.search_appearances,
        detail_views = r.detail_views + excluded.detail_views,
        mails = r.mails + excluded.mails,
        phone_requests = r.phone_requests + excluded.phone_requests,
        contacts = r.contacts + excluded.contacts
    $upsert$, deltas) USING window_since;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_months_recent_insert AFTER INSERT ON listing_monthly_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_to_recent();
--> statement-breakpoint
CREATE TRIGGER listing_months_recent_update AFTER UPDATE ON listing_monthly_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_to_recent();
--> statement-breakpoint
CREATE TRIGGER listing_months_recent_delete AFTER DELETE ON listing_monthly_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_to_recent();
--> statement-breakpoint
-- listing_recent_stats made anew from the months from the window's first on.
CREATE FUNCTION rebuild_recent_stats() RETURNS void LANGUAGE sql AS $$
  DELETE FROM listing_recent_stats;
  INSERT INTO listing_recent_stats (user_id, listing_id, search_appearances, detail_views, mails, phone_requests,
    contacts)
  SELECT m.user_id, m.listing_id, sum(m.search_appearances), sum(m.detail_views), sum(m.mails),
         sum(m.phone_requests), sum(m.contacts)
  FROM listing_monthly_stats m, stats_recent_window w
  WHERE m.month >= w.since
  GROUP BY 1, 2
  HAVING (sum(m.search_appearances), sum(m.detail_views), sum(m.mails), sum(m.phone_requests), sum(m.contacts))
    <> (0, 0, 0, 0, 0);
$$;
--> statement-breakpoint
-- The recent-stats job's one statement: alone against every change (the triggers' shared lock), the window
-- moves to `new_since` and the rows are rebuilt; false, and nothing done, when it starts there already.
-- DELETE rather than TRUNCATE: readers keep the old window and rows until this commits.
CREATE FUNCTION move_recent_stats_window(new_since date) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7240328);
  IF (SELECT since FROM stats_recent_window) = new_since THEN
    RETURN false;
  END IF;
  UPDATE stats_recent_window SET since = new_since;
  PERFORM rebuild_recent_stats();
  RETURN true;
END $$;
--> statement-breakpoint
-- The months there are now (the triggers above see only what changes from here on).
SELECT rebuild_recent_stats();
--> statement-breakpoint
-- The planner's figures for the new rows, before the first reader comes.
ANALYZE listing_recent_stats;
