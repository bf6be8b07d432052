-- My properties' default order, its page and its count read from the index alone (decision 049): the
-- agency, the creation time, the id that breaks ties, and the columns the list's filters test.
DROP INDEX "listings_user_created_idx";--> statement-breakpoint
CREATE INDEX "listings_user_created_idx" ON "listings" USING btree ("user_id","created_at","id","status_id","transaction_type","property_type");