CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"vat_number" text,
	"no_vat" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"name" text NOT NULL,
	"street" text,
	"house_number" text,
	"box" text,
	"zip" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"number" text NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "listing_daily_stats" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"search_appearances" integer DEFAULT 0 NOT NULL,
	"detail_views" integer DEFAULT 0 NOT NULL,
	"mails" integer DEFAULT 0 NOT NULL,
	"phone_requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_daily_stats_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vlancode" text NOT NULL,
	"user_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"property_type" text NOT NULL,
	"your_reference" text,
	"software_reference" text,
	"price_cents" bigint,
	"street" text,
	"house_number" text,
	"box" text,
	"zip" text,
	"city" text,
	"city_id" integer,
	"livable_surface" integer,
	"bedrooms" integer,
	"url" text,
	"description" jsonb DEFAULT '{"nl":null,"fr":null,"en":null}'::jsonb NOT NULL,
	"project_id" integer,
	"model_id" integer,
	"online_date" date,
	"offline_date" date,
	"rating" smallint,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_id_check" CHECK ("listings"."status_id" between 1 and 7),
	CONSTRAINT "listings_rating_check" CHECK ("listings"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"package" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"structured_communication" text NOT NULL,
	"reference" text NOT NULL,
	CONSTRAINT "orders_type_check" CHECK ("orders"."type" in ('publication', 'upsell', 'prolongation'))
);
--> statement-breakpoint
CREATE TABLE "project_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"property_type" text NOT NULL,
	"bedrooms" integer,
	"surface_min" integer,
	"surface_max" integer,
	"price_min_cents" bigint,
	"price_max_cents" bigint,
	"unit_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"vlancode" text NOT NULL,
	"reference" text,
	"status_id" integer NOT NULL,
	"street" text,
	"house_number" text,
	"zip" text,
	"city" text,
	"city_id" integer,
	"description" jsonb DEFAULT '{"nl":null,"fr":null,"en":null}'::jsonb NOT NULL,
	"online_date" date,
	"offline_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_status_id_check" CHECK ("projects"."status_id" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD CONSTRAINT "listing_daily_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_model_id_project_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."project_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_models" ADD CONSTRAINT "project_models_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_vlancode_idx" ON "listings" USING btree ("vlancode");--> statement-breakpoint
CREATE INDEX "listings_user_status_idx" ON "listings" USING btree ("user_id","status_id");--> statement-breakpoint
CREATE INDEX "listings_user_transaction_idx" ON "listings" USING btree ("user_id","transaction_type");--> statement-breakpoint
CREATE INDEX "listings_user_type_idx" ON "listings" USING btree ("user_id","property_type");--> statement-breakpoint
CREATE INDEX "listings_user_created_idx" ON "listings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "listings_zip_idx" ON "listings" USING btree ("zip");--> statement-breakpoint
CREATE INDEX "listings_project_idx" ON "listings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "orders_listing_idx" ON "orders" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_structured_communication_idx" ON "orders" USING btree ("structured_communication");--> statement-breakpoint
CREATE INDEX "project_models_project_idx" ON "project_models" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_vlancode_idx" ON "projects" USING btree ("vlancode");--> statement-breakpoint
CREATE INDEX "projects_user_status_idx" ON "projects" USING btree ("user_id","status_id");