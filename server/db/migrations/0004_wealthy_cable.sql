CREATE TABLE "bet_placements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"receipts" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"placement_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"stake" bigint NOT NULL,
	"number_of_bets" integer NOT NULL,
	"each_way" boolean NOT NULL,
	"total" bigint NOT NULL,
	"voucher_id" integer,
	"voucher_amount" bigint DEFAULT 0 NOT NULL,
	"cash_amount" bigint NOT NULL,
	"status" text NOT NULL,
	"potential" bigint,
	"legs" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bets_amounts_check" CHECK ("bets"."stake" > 0 and "bets"."total" = "bets"."stake" * "bets"."number_of_bets" and "bets"."cash_amount" >= 0 and "bets"."voucher_amount" >= 0 and "bets"."cash_amount" + "bets"."voucher_amount" = "bets"."total")
);
--> statement-breakpoint
CREATE TABLE "betslips" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"legs" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"scope" text DEFAULT 'any' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "vouchers_amount_positive" CHECK ("vouchers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bet_placements" ADD CONSTRAINT "bet_placements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_placement_id_bet_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."bet_placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "betslips" ADD CONSTRAINT "betslips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_restrictions" ADD CONSTRAINT "user_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_placements_user_key" ON "bet_placements" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bets_user_idx" ON "bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_restrictions_user_key" ON "user_restrictions" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "vouchers_user_idx" ON "vouchers" USING btree ("user_id");