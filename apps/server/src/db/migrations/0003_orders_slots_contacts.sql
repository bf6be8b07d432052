CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"author_id" integer,
	"external_id" text,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_product_slots" (
	"listing_id" integer NOT NULL,
	"product" text NOT NULL,
	"user_id" integer NOT NULL,
	"selection" text NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_product_slots_listing_id_product_pk" PRIMARY KEY("listing_id","product"),
	CONSTRAINT "listing_product_slots_product_check" CHECK ("listing_product_slots"."product" in ('bestOf', 'color'))
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "listing_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "package" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "structured_communication" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vlancode" text;--> statement-breakpoint
-- Invoices written before 0003 copy what they bill from their order (hand-written).
UPDATE "invoices" SET "order_reference" = o."reference", "order_type" = o."type", "package" = o."package", "amount_cents" = o."amount_cents", "structured_communication" = o."structured_communication", "vlancode" = l."vlancode" FROM "orders" o JOIN "listings" l ON l."id" = o."listing_id" WHERE o."id" = "invoices"."order_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "order_reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "order_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "package" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "amount_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "structured_communication" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "vlancode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_product_slots" ADD CONSTRAINT "listing_product_slots_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_product_slots" ADD CONSTRAINT "listing_product_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_owner_sent_idx" ON "contacts" USING btree ("owner_id","sent_at");--> statement-breakpoint
CREATE INDEX "contacts_author_sent_idx" ON "contacts" USING btree ("author_id","sent_at");--> statement-breakpoint
CREATE INDEX "contacts_listing_idx" ON "contacts" USING btree ("listing_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_external_id_idx" ON "contacts" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "listing_product_slots_user_idx" ON "listing_product_slots" USING btree ("user_id","product");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_project_idx" ON "orders" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_target_check" CHECK (("orders"."listing_id" is null) <> ("orders"."project_id" is null));