CREATE TABLE "listing_leads" (
	"owner_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"leads" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_leads_listing_id_owner_id_pk" PRIMARY KEY("listing_id","owner_id")
);
--> statement-breakpoint
ALTER TABLE "listing_leads" ADD CONSTRAINT "listing_leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_leads" ADD CONSTRAINT "listing_leads_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_leads_owner_last_idx" ON "listing_leads" USING btree ("owner_id","last_at","listing_id");
--> statement-breakpoint
-- Decision 035: rebuild_leads (decision 033) also keeps each listing's lead count and last contact. The
-- function is replaced whole; only its last two statements are new.
CREATE OR REPLACE FUNCTION rebuild_leads(listing_ids integer[], email_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Nobody moved (an update of other columns, lead_id included): nothing to do, and no trigger again.
  IF coalesce(cardinality(listing_ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH people AS (
    SELECT DISTINCT p.listing_id, p.email_key FROM unnest(listing_ids, email_keys) AS p(listing_id, email_key)
  ), marked AS (
    SELECT c.id, c.listing_id, lower(c.email) AS email_key, c.sent_at,
           CASE WHEN c.sent_at - lag(c.sent_at) OVER person <= interval '30 minutes' THEN 0 ELSE 1 END AS starts
    FROM contacts c JOIN people p ON p.listing_id = c.listing_id AND p.email_key = lower(c.email)
    WINDOW person AS (PARTITION BY c.listing_id, lower(c.email) ORDER BY c.sent_at, c.id)
  ), numbered AS (
    SELECT m.*, sum(m.starts) OVER (PARTITION BY m.listing_id, m.email_key ORDER BY m.sent_at, m.id
                                    ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS lead_no
    FROM marked m
  ), grouped AS (
    SELECT n.id, first_value(n.id) OVER (PARTITION BY n.listing_id, n.email_key, n.lead_no
                                         ORDER BY n.sent_at, n.id) AS lead_id
    FROM numbered n
  )
  UPDATE contacts c SET lead_id = g.lead_id FROM grouped g WHERE c.id = g.id AND c.lead_id IS DISTINCT FROM g.lead_id;

  DELETE FROM leads l USING unnest(listing_ids, email_keys) AS p(listing_id, email_key)
  WHERE l.listing_id = p.listing_id AND l.email_key = p.email_key;

  INSERT INTO leads (id, owner_id, author_id, listing_id, email_key, first_at, last_at, count)
  SELECT c.lead_id, (array_agg(c.owner_id ORDER BY c.sent_at, c.id))[1], (array_agg(c.author_id ORDER BY c.sent_at, c.id))[1],
         c.listing_id, lower(c.email), min(c.sent_at), max(c.sent_at), count(*)
  FROM contacts c
  JOIN (SELECT DISTINCT * FROM unnest(listing_ids, email_keys) AS u(listing_id, email_key)) p
    ON p.listing_id = c.listing_id AND p.email_key = lower(c.email)
  GROUP BY c.lead_id, c.listing_id, lower(c.email);

  -- Decision 035: the listings concerned have their lead count and last contact made again from their leads.
  DELETE FROM listing_leads s USING (SELECT DISTINCT unnest(listing_ids) AS listing_id) a
  WHERE s.listing_id = a.listing_id;

  INSERT INTO listing_leads (owner_id, listing_id, leads, last_at)
  SELECT ld.owner_id, ld.listing_id, count(*), max(ld.last_at)
  FROM leads ld JOIN (SELECT DISTINCT unnest(listing_ids) AS listing_id) a ON a.listing_id = ld.listing_id
  GROUP BY ld.owner_id, ld.listing_id;
END $$;
--> statement-breakpoint
INSERT INTO listing_leads (owner_id, listing_id, leads, last_at)
SELECT owner_id, listing_id, count(*), max(last_at) FROM leads GROUP BY owner_id, listing_id;
