CREATE TABLE "listing_market" (
	"listing_id" integer PRIMARY KEY NOT NULL,
	"computed_on" date NOT NULL,
	"scope" text NOT NULL,
	"similar_count" integer NOT NULL,
	"views_per_day" double precision NOT NULL,
	"views_q1" double precision,
	"views_median" double precision,
	"views_q3" double precision,
	"contacts_per_day" double precision NOT NULL,
	"contacts_q1" double precision,
	"contacts_median" double precision,
	"contacts_q3" double precision,
	"price_per_m2" double precision,
	"price_per_m2_q1" double precision,
	"price_per_m2_median" double precision,
	"price_per_m2_q3" double precision,
	"photos" integer NOT NULL,
	"photos_median" double precision,
	"descriptions" text[] NOT NULL,
	"usual_descriptions" text[] NOT NULL,
	CONSTRAINT "listing_market_scope_check" CHECK ("listing_market"."scope" in ('postcode', 'radius')),
	CONSTRAINT "listing_market_similar_check" CHECK ("listing_market"."similar_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "listing_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"old_price_cents" bigint,
	"new_price_cents" bigint
);
--> statement-breakpoint
ALTER TABLE "listing_market" ADD CONSTRAINT "listing_market_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_changes" ADD CONSTRAINT "listing_price_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_price_changes_listing_idx" ON "listing_price_changes" USING btree ("listing_id","changed_at");--> statement-breakpoint
-- A price change of a listing that is no longer a draft (3) is kept, whoever writes it (decision 086).
CREATE FUNCTION listings_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_price_changes (listing_id, old_price_cents, new_price_cents)
    VALUES (NEW.id, OLD.price_cents, NEW.price_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_price_change" AFTER UPDATE OF "price_cents" ON "listings"
  FOR EACH ROW WHEN (OLD.price_cents IS DISTINCT FROM NEW.price_cents AND OLD.status_id <> 3 AND NEW.status_id <> 3)
  EXECUTE FUNCTION listings_price_change();
