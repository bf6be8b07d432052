CREATE TABLE "territories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"postcode" text NOT NULL,
	"zone_type" text,
	"activation" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"monthly_price_cents" bigint NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "territories_product_check" CHECK ("territories"."product" in ('proFirst', 'valuation')),
	CONSTRAINT "territories_zone_type_check" CHECK (case when "territories"."product" = 'valuation' then "territories"."zone_type" in ('exclusivity', 'pool')
          else "territories"."zone_type" is null end)
);
--> statement-breakpoint
CREATE TABLE "valuation_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"territory_id" integer,
	"valuation_id" integer,
	"zone_type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"property_type" text NOT NULL,
	"livable_surface" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"estimate_cents" bigint
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_target_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_type_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "valuation_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "territories" ADD CONSTRAINT "territories_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_contacts" ADD CONSTRAINT "valuation_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_contacts" ADD CONSTRAINT "valuation_contacts_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_contacts" ADD CONSTRAINT "valuation_contacts_valuation_id_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."valuations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "territories_postcode_idx" ON "territories" USING btree ("product","postcode","end_date");--> statement-breakpoint
CREATE INDEX "territories_user_idx" ON "territories" USING btree ("user_id","product");--> statement-breakpoint
CREATE INDEX "valuation_contacts_user_received_idx" ON "valuation_contacts" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "valuation_contacts_territory_idx" ON "valuation_contacts" USING btree ("territory_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_valuation_id_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."valuations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_valuation_idx" ON "orders" USING btree ("valuation_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_target_check" CHECK (case when "orders"."type" in ('product', 'valuation') then "orders"."listing_id" is null and "orders"."project_id" is null
          else ("orders"."listing_id" is null) <> ("orders"."project_id" is null) end);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('publication', 'upsell', 'prolongation', 'product', 'valuation'));