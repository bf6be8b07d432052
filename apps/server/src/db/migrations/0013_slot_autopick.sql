ALTER TABLE "user_products" ADD COLUMN "auto_picked_on" date;--> statement-breakpoint
-- A listing that leaves the portal (any status but published 1 or option 7) loses its Best Of and
-- Colour slots at once, whichever code path changed its status (the account area, the feed, an order).
CREATE FUNCTION "release_offline_listing_slots"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "listing_product_slots" WHERE "listing_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_release_slots" AFTER UPDATE OF "status_id" ON "listings"
  FOR EACH ROW WHEN (NEW."status_id" NOT IN (1, 7) AND OLD."status_id" IN (1, 7))
  EXECUTE FUNCTION "release_offline_listing_slots"();--> statement-breakpoint
DELETE FROM "listing_product_slots" s USING "listings" l WHERE l."id" = s."listing_id" AND l."status_id" NOT IN (1, 7);
