-- One meaning of "new" for saved searches (decision 063): a listing is new from the moment it goes
-- public, the first time or again after being offline. published_at is that moment.
ALTER TABLE "listings" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- The localities a search's places were picked by (issue 47): shown by name, matched by postcode.
ALTER TABLE "saved_searches" ADD COLUMN "city_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Public now: published when created, as the counts of new matches assumed until now.
UPDATE "listings" SET "published_at" = "created_at" WHERE "status_id" IN (1, 7);--> statement-breakpoint
UPDATE "alert_matches" m SET "published_at" = l."published_at" FROM "listings" l WHERE l."id" = m."listing_id";--> statement-breakpoint
CREATE INDEX "listings_published_idx" ON "listings" USING btree ("published_at");--> statement-breakpoint
-- Every module that writes status_id (the status change, orders, the portal's feed, the seed) gets the
-- same rule here. The public statuses are the contract's STATUS_IDS_PUBLIC (a test checks they agree).
-- A new row keeps a given publication time or takes its creation time; a row going public takes the
-- transaction's time (like updated_at: the matching job looks back over commits that started earlier)
-- unless the statement sets one itself (imports and tests on a fixed clock).
CREATE FUNCTION listings_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status_id IN (1, 7) THEN
    IF TG_OP = 'INSERT' THEN
      NEW.published_at := coalesce(NEW.published_at, NEW.created_at, now());
    ELSIF OLD.status_id NOT IN (1, 7) AND NEW.published_at IS NOT DISTINCT FROM OLD.published_at THEN
      NEW.published_at := now();
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_published_at" BEFORE INSERT OR UPDATE OF "status_id" ON "listings"
  FOR EACH ROW EXECUTE FUNCTION listings_published_at();
