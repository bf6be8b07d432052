-- Decision 036: the professional statistics count the listings listed during a range from this index alone.
DROP INDEX "listings_user_status_idx";--> statement-breakpoint
CREATE INDEX "listings_user_status_idx" ON "listings" USING btree ("user_id","status_id","online_date","offline_date");