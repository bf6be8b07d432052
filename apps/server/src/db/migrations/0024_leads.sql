CREATE TABLE "leads" (
	"id" integer PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"author_id" integer,
	"listing_id" integer NOT NULL,
	"email_key" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_owner_first_idx" ON "leads" USING btree ("owner_id","first_at","id");--> statement-breakpoint
CREATE INDEX "leads_author_first_idx" ON "leads" USING btree ("author_id","first_at","id");--> statement-breakpoint
CREATE INDEX "leads_listing_idx" ON "leads" USING btree ("listing_id","email_key");--> statement-breakpoint
CREATE INDEX "contacts_person_idx" ON "contacts" USING btree ("listing_id",lower("email"),"sent_at");--> statement-breakpoint
-- Decision 033: the leads of the given people (listing, lower(e-mail)) made again from their contacts:
-- in time order, a contact more than the repeat window (LEAD_REPEAT_WINDOW_MINUTES, 30; leads.test.ts
-- holds the two equal) after the previous one starts a new lead, whose id is its first contact's.
CREATE FUNCTION rebuild_leads(listing_ids integer[], email_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE FUNCTION leads_from_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM rebuild_leads(array_agg(listing_id), array_agg(lower(email))) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM rebuild_leads(array_agg(listing_id), array_agg(lower(email))) FROM old_rows;
  ELSE
    -- Only the people whose contacts moved (listing, e-mail or time): setting lead_id moves nothing.
    PERFORM rebuild_leads(array_agg(listing_id), array_agg(email_key))
    FROM (SELECT o.listing_id, lower(o.email) AS email_key FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.listing_id, lower(o.email), o.sent_at) IS DISTINCT FROM (n.listing_id, lower(n.email), n.sent_at)
          UNION
          SELECT n.listing_id, lower(n.email) FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (o.listing_id, lower(o.email), o.sent_at) IS DISTINCT FROM (n.listing_id, lower(n.email), n.sent_at)
         ) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT rebuild_leads(array_agg(listing_id), array_agg(email_key))
FROM (SELECT DISTINCT listing_id, lower(email) AS email_key FROM contacts) everyone;
--> statement-breakpoint
CREATE TRIGGER contacts_leads_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_from_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_leads_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_from_contacts();
--> statement-breakpoint
CREATE TRIGGER contacts_leads_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION leads_from_contacts();
