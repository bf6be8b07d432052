-- Issue 50: an agency's read-only report links for a listing's seller (only the token's SHA-256 is kept) and their weekly e-mail.
CREATE TABLE "seller_report_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_nonce" text NOT NULL,
	"language" text NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"seller_email" text,
	"unsubscribe_token" text,
	"unsubscribed_at" timestamp with time zone,
	"last_mailed_week" text,
	CONSTRAINT "seller_report_links_language_check" CHECK ("seller_report_links"."language" in ('nl', 'fr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "seller_report_links" ADD CONSTRAINT "seller_report_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_report_links" ADD CONSTRAINT "seller_report_links_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_report_links_token_hash_idx" ON "seller_report_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_report_links_unsubscribe_token_idx" ON "seller_report_links" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "seller_report_links_listing_idx" ON "seller_report_links" USING btree ("listing_id","id");--> statement-breakpoint
CREATE INDEX "seller_report_links_user_idx" ON "seller_report_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seller_report_links_weekly_idx" ON "seller_report_links" USING btree ("ends_on") WHERE "seller_report_links"."seller_email" is not null and "seller_report_links"."revoked_at" is null and "seller_report_links"."unsubscribed_at" is null;