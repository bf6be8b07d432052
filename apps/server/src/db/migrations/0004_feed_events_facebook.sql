CREATE TABLE "facebook_boosts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"views_delivered" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_events_kind_check" CHECK ("listing_events"."kind" in ('searchAppearance', 'detailView', 'mail', 'phoneRequest'))
);
--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "facebook_shares" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facebook_boosts" ADD CONSTRAINT "facebook_boosts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_listing_idx" ON "listing_events" USING btree ("listing_id","occurred_at");