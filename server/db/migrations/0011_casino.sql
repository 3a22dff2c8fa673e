CREATE TABLE "casino_rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"state" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"total_staked" bigint NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	"jackpot_won" bigint DEFAULT 0 NOT NULL,
	"fingerprint" text NOT NULL,
	"input" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"steps" integer DEFAULT 0 NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "casino_rounds_amounts" CHECK ("casino_rounds"."stake" > 0 and "casino_rounds"."total_staked" >= "casino_rounds"."stake" and "casino_rounds"."returned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_seeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"server_seed" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "casino_jackpots" (
	"game_id" text NOT NULL,
	"currency" text NOT NULL,
	"pot" bigint NOT NULL,
	"reserve" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_jackpots_game_id_currency_pk" PRIMARY KEY("game_id","currency")
);
--> statement-breakpoint
CREATE TABLE "casino_favourites" (
	"user_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_favourites_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_seeds" ADD CONSTRAINT "casino_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_favourites" ADD CONSTRAINT "casino_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "casino_rounds_user_idx" ON "casino_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "casino_rounds_state_idx" ON "casino_rounds" USING btree ("state");
