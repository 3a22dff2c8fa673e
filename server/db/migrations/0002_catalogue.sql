CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"region" text NOT NULL,
	"display_order" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "competitions_kind_check" CHECK ("competitions"."kind" in ('league', 'meeting'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY NOT NULL,
	"market_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"display_order" integer NOT NULL,
	"price_num" integer,
	"price_den" integer,
	"boosted_num" integer,
	"boosted_den" integer,
	"max_bet" bigint NOT NULL,
	"multi_available" boolean NOT NULL,
	"start_price_available" boolean NOT NULL,
	"runner" jsonb,
	"strength" double precision,
	CONSTRAINT "contracts_price_check" CHECK (("contracts"."price_num" is null) = ("contracts"."price_den" is null) and ("contracts"."price_den" is null or ("contracts"."price_num" > 0 and "contracts"."price_den" > 0))),
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('open', 'new', 'halted', 'winner', 'loser', 'void', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"short_name" text NOT NULL,
	"display_type" text NOT NULL,
	"display_order" integer NOT NULL,
	"hex_value" text,
	"popular" boolean NOT NULL,
	"tabs" jsonb NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "games_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" integer PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"group_name" text NOT NULL,
	"status" text NOT NULL,
	"display_order" integer NOT NULL,
	"outright" boolean NOT NULL,
	"each_way" jsonb,
	"best_odds_guaranteed_from" timestamp with time zone,
	"margin" double precision NOT NULL,
	"seq" integer NOT NULL,
	"line" double precision,
	CONSTRAINT "markets_status_check" CHECK ("markets"."status" in ('open', 'halted', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"display_type" text NOT NULL,
	"kind" text NOT NULL,
	"home_team" text,
	"away_team" text,
	"start_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"clock" jsonb,
	"featured" boolean NOT NULL,
	"seq" integer NOT NULL,
	"model" jsonb NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('upcoming', 'live', 'ended')),
	CONSTRAINT "matches_kind_check" CHECK ("matches"."kind" in ('event', 'outright'))
);
--> statement-breakpoint
CREATE TABLE "sim_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "markets" ADD CONSTRAINT "markets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_game_idx" ON "competitions" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "contracts_market_idx" ON "contracts" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "markets_match_idx" ON "markets" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_game_status_idx" ON "matches" USING btree ("game_id","status");--> statement-breakpoint
CREATE INDEX "matches_competition_idx" ON "matches" USING btree ("competition_id");