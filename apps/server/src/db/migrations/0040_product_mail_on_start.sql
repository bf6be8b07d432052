-- Set when the back office activates a product, cleared when its owner has been mailed that it works
-- (at once, or by the product-start job on its start day; decision 062). Existing rows are not due.
ALTER TABLE "fixed_price_contracts" ADD COLUMN "mail_on_start" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_products" ADD COLUMN "mail_on_start" boolean DEFAULT false NOT NULL;