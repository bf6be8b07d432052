CREATE TABLE "valuation_estimates" (
	"id" serial PRIMARY KEY NOT NULL,
	"valuation_id" integer NOT NULL,
	"estimated_on" date NOT NULL,
	"value_cents" bigint,
	"low_cents" bigint,
	"high_cents" bigint,
	"price_per_m2_cents" bigint,
	"confidence" text,
	"comparable_count" integer NOT NULL,
	"radius_km" double precision NOT NULL,
	"comparables" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"property_type" text NOT NULL,
	"livable_surface" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"build_year" integer,
	"condition" text,
	"consent_to_contact" boolean DEFAULT false NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "valuation_estimates" ADD CONSTRAINT "valuation_estimates_valuation_id_valuations_id_fk" FOREIGN KEY ("valuation_id") REFERENCES "public"."valuations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "valuation_estimates_valuation_idx" ON "valuation_estimates" USING btree ("valuation_id","estimated_on");--> statement-breakpoint
CREATE INDEX "valuations_user_idx" ON "valuations" USING btree ("user_id","created_at");