ALTER TABLE "saved_searches" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_external_idx" ON "saved_searches" USING btree ("external_id");