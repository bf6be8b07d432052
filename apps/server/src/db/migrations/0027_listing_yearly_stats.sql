CREATE TABLE "listing_yearly_stats" (
	"user_id" integer NOT NULL,
	"year" date NOT NULL,
	"listing_id" integer NOT NULL,
	"search_appearances_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"detail_views_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"mails_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"phone_requests_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"contacts_running" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "listing_yearly_stats_user_id_year_listing_id_pk" PRIMARY KEY("user_id","year","listing_id")
);
--> statement-breakpoint
ALTER TABLE "listing_yearly_stats" ADD CONSTRAINT "listing_yearly_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_yearly_stats" ADD CONSTRAINT "listing_yearly_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_yearly_stats_listing_idx" ON "listing_yearly_stats" USING btree ("listing_id");--> statement-breakpoint
-- Decision 036. Running totals of `deltas` given at `positions` (1..size): element i sums positions 1..i.
-- running_by_day and add_running (migration 0025) become the 31-element case of these two.
CREATE FUNCTION running_totals(positions integer[], deltas integer[], size integer) RETURNS integer[]
  LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  running integer[] := array_fill(0, ARRAY[size]);
BEGIN
  FOR k IN 1 .. coalesce(array_length(positions, 1), 0) LOOP
    running[positions[k]] := running[positions[k]] + deltas[k];
  END LOOP;
  FOR i IN 2 .. size LOOP
    running[i] := running[i] + running[i - 1];
  END LOOP;
  RETURN running;
END $$;
--> statement-breakpoint
-- Two arrays of running totals added element by element (an empty one counts as zeros).
CREATE FUNCTION add_totals(a integer[], b integer[], size integer) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  total integer[] := array_fill(0, ARRAY[size]);
BEGIN
  FOR i IN 1 .. size LOOP
    total[i] := coalesce(a[i], 0) + coalesce(b[i], 0);
  END LOOP;
  RETURN total;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION running_by_day(days integer[], deltas integer[]) RETURNS integer[]
  LANGUAGE sql IMMUTABLE AS $$ SELECT running_totals(days, deltas, 31) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_running(a integer[], b integer[]) RETURNS integer[]
  LANGUAGE sql IMMUTABLE AS $$ SELECT add_totals(a, b, 31) $$;
--> statement-breakpoint
-- listing_yearly_stats follows listing_monthly_stats: each statement's changed months reach their years
-- as signed deltas of the five totals (+ new rows, - old rows), months without change left out. A month
-- deleted only goes with its listing or its owner, whose years go too: deletes only update years still
-- there, as an insert would name a listing that is gone.
CREATE FUNCTION stats_rollups_to_years() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT user_id, month, listing_id, search_appearances, detail_views, mails, phone_requests, contacts FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT user_id, month, listing_id, -search_appearances, -detail_views, -mails, -phone_requests, -contacts FROM old_rows'
    ELSE 'SELECT user_id, month, listing_id, search_appearances, detail_views, mails, phone_requests, contacts FROM new_rows
          UNION ALL
          SELECT user_id, month, listing_id, -search_appearances, -detail_views, -mails, -phone_requests, -contacts FROM old_rows'
  END;
  years text := format($years$
    SELECT user_id, year, listing_id,
           running_totals(array_agg(m), array_agg(sa), 12) AS sa, running_totals(array_agg(m), array_agg(dv), 12) AS dv,
           running_totals(array_agg(m), array_agg(ma), 12) AS ma, running_totals(array_agg(m), array_agg(pr), 12) AS pr,
           running_totals(array_agg(m), array_agg(co), 12) AS co
    FROM (
      SELECT user_id, date_trunc('year', month::timestamp)::date AS year, listing_id,
             extract(month FROM month)::integer AS m, sum(sa)::integer AS sa, sum(dv)::integer AS dv,
             sum(ma)::integer AS ma, sum(pr)::integer AS pr, sum(co)::integer AS co
      FROM (%s) AS c (user_id, month, listing_id, sa, dv, ma, pr, co)
      GROUP BY 1, 2, 3, 4
      HAVING (sum(sa), sum(dv), sum(ma), sum(pr), sum(co)) <> (0, 0, 0, 0, 0)
    ) per_month
    GROUP BY 1, 2, 3
  $years$, changes);
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format($update$
      UPDATE listing_yearly_stats y SET
        search_appearances_running = add_totals(y.search_appearances_running, d.sa, 12),
        detail_views_running = add_totals(y.detail_views_running, d.dv, 12),
        mails_running = add_totals(y.mails_running, d.ma, 12),
        phone_requests_running = add_totals(y.phone_requests_running, d.pr, 12),
        contacts_running = add_totals(y.contacts_running, d.co, 12)
      FROM (%s) d
      WHERE y.user_id = d.user_id AND y.year = d.year AND y.listing_id = d.listing_id
    $update$, years);
  ELSE
    EXECUTE format($upsert$
      INSERT INTO listing_yearly_stats AS y (user_id, year, listing_id, search_appearances_running,
        detail_views_running, mails_running, phone_requests_running, contacts_running)
      SELECT user_id, year, listing_id, sa, dv, ma, pr, co FROM (%s) d
      ON CONFLICT (user_id, year, listing_id) DO UPDATE SET
        search_appearances_running = add_totals(y.search_appearances_running, excluded.search_appearances_running, 12),
        detail_views_running = add_totals(y.detail_views_running, excluded.detail_views_running, 12),
        mails_running = add_totals(y.mails_running, excluded.mails_running, 12),
        phone_requests_running = add_totals(y.phone_requests_running, excluded.phone_requests_running, 12),
        contacts_running = add_totals(y.contacts_running, excluded.contacts_running, 12)
    $upsert$, years);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_months_insert AFTER INSERT ON listing_monthly_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_to_years();
--> statement-breakpoint
CREATE TRIGGER listing_months_update AFTER UPDATE ON listing_monthly_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_to_years();
--> statement-breakpoint
CREATE TRIGGER listing_months_delete AFTER DELETE ON listing_monthly_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stats_rollups_to_years();
--> statement-breakpoint
-- The years of the months there are now (the triggers above see only what changes from here on).
INSERT INTO listing_yearly_stats (user_id, year, listing_id, search_appearances_running, detail_views_running,
  mails_running, phone_requests_running, contacts_running)
SELECT user_id, date_trunc('year', month::timestamp)::date, listing_id,
       running_totals(array_agg(extract(month FROM month)::integer), array_agg(search_appearances), 12),
       running_totals(array_agg(extract(month FROM month)::integer), array_agg(detail_views), 12),
       running_totals(array_agg(extract(month FROM month)::integer), array_agg(mails), 12),
       running_totals(array_agg(extract(month FROM month)::integer), array_agg(phone_requests), 12),
       running_totals(array_agg(extract(month FROM month)::integer), array_agg(contacts), 12)
FROM listing_monthly_stats
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Whole months are read from the years now (decision 036); the months' covering index has no reader left.
DROP INDEX listing_monthly_stats_totals_idx;
