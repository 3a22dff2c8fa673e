CREATE TABLE "user_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"rating" integer,
	"feedback" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_reviews_outcome_check" CHECK ("user_reviews"."outcome" IN ('deferred', 'completed')),
	CONSTRAINT "user_reviews_rating_check" CHECK ("user_reviews"."rating" IS NULL OR "user_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_attributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"affiliate_id" text NOT NULL,
	"btag" text NOT NULL,
	"referral_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_attributions" ADD CONSTRAINT "affiliate_attributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_reviews_user_idx" ON "user_reviews" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_user_key" ON "user_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_attributions_user_key" ON "affiliate_attributions" USING btree ("user_id");
