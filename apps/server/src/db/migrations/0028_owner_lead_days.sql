CREATE TABLE "owner_lead_days" (
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "owner_lead_days_owner_id_day_pk" PRIMARY KEY("owner_id","day")
);
--> statement-breakpoint
ALTER TABLE "owner_lead_days" ADD CONSTRAINT "owner_lead_days_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 038: owner_lead_days counts each owner's leads per UTC day of their first contact. One
-- grouped statement per statement on leads (rebuild_leads' delete and insert, a cascade from a deleted
-- listing). A deleted owner's days are gone already (the cascade), so a removal only updates the days it
-- finds, and an update writes only where an owner's day changed (a sender set to null changes none).
CREATE FUNCTION owner_lead_days_from_leads() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO owner_lead_days AS d (owner_id, day, leads)
    SELECT n.owner_id, (n.first_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows n GROUP BY 1, 2
    ON CONFLICT (owner_id, day) DO UPDATE SET leads = d.leads + excluded.leads;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE owner_lead_days d SET leads = d.leads - o.leads
    FROM (SELECT owner_id, (first_at AT TIME ZONE 'UTC')::date AS day, count(*) AS leads FROM old_rows GROUP BY 1, 2) o
    WHERE d.owner_id = o.owner_id AND d.day = o.day;
  ELSE
    INSERT INTO owner_lead_days AS d (owner_id, day, leads)
    SELECT owner_id, day, sum(change) FROM (
      SELECT owner_id, (first_at AT TIME ZONE 'UTC')::date AS day, 1 AS change FROM new_rows
      UNION ALL
      SELECT owner_id, (first_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
    ) moved GROUP BY 1, 2 HAVING sum(change) <> 0
    ON CONFLICT (owner_id, day) DO UPDATE SET leads = d.leads + excluded.leads;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO owner_lead_days (owner_id, day, leads)
SELECT owner_id, (first_at AT TIME ZONE 'UTC')::date, count(*) FROM leads GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER leads_days_insert AFTER INSERT ON leads REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION owner_lead_days_from_leads();
--> statement-breakpoint
CREATE TRIGGER leads_days_update AFTER UPDATE ON leads REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION owner_lead_days_from_leads();
--> statement-breakpoint
CREATE TRIGGER leads_days_delete AFTER DELETE ON leads REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION owner_lead_days_from_leads();
