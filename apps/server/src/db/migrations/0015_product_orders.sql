CREATE TABLE "fixed_price_contracts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"package" text NOT NULL,
	"properties" integer NOT NULL,
	"activation" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_target_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_type_check";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "vlancode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fixed_price_contracts" ADD CONSTRAINT "fixed_price_contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_target_check" CHECK (case when "orders"."type" = 'product' then "orders"."listing_id" is null and "orders"."project_id" is null
          else ("orders"."listing_id" is null) <> ("orders"."project_id" is null) end);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('publication', 'upsell', 'prolongation', 'product'));