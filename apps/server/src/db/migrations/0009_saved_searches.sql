CREATE TABLE "alert_addresses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_cursor" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"matched_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"saved_search_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"digested_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "alert_matches_saved_search_id_listing_id_pk" PRIMARY KEY("saved_search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"transaction_type" text NOT NULL,
	"property_types" text[] DEFAULT '{}' NOT NULL,
	"postcodes" text[] DEFAULT '{}' NOT NULL,
	"price_min_cents" bigint,
	"price_max_cents" bigint,
	"bedrooms_min" integer,
	"livable_surface_min" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_search_at" timestamp with time zone,
	"email_digest" boolean DEFAULT false NOT NULL,
	"email_notification" text DEFAULT 'off' NOT NULL,
	"push_notification" text DEFAULT 'off' NOT NULL,
	"automatic_alert" boolean DEFAULT false NOT NULL,
	"last_emailed_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	CONSTRAINT "saved_searches_email_state_check" CHECK ("saved_searches"."email_notification" in ('off', 'pending', 'on')),
	CONSTRAINT "saved_searches_push_state_check" CHECK ("saved_searches"."push_notification" in ('off', 'pending', 'on'))
);
--> statement-breakpoint
ALTER TABLE "alert_addresses" ADD CONSTRAINT "alert_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_device_id_app_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."app_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_listing_idx" ON "alert_matches" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "push_outbox_user_idx" ON "push_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("transaction_type");--> statement-breakpoint
CREATE INDEX "saved_searches_postcodes_idx" ON "saved_searches" USING gin ("postcodes");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_idx" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_updated_idx" ON "listings" USING btree ("updated_at");