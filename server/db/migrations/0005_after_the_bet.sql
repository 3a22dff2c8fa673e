CREATE TABLE "cashouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"stake" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"full" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashouts_amounts_check" CHECK ("cashouts"."stake" > 0 and "cashouts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "selection_results" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"start_price_num" integer,
	"start_price_den" integer,
	"position" integer,
	"resulted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "contract_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cash_winnings" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashed_out" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cashout_success" boolean;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "best_odds_guaranteed_additional_amount" bigint;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "returns_info_text" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cashouts" ADD CONSTRAINT "cashouts_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashouts" ADD CONSTRAINT "cashouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashouts_bet_idx" ON "cashouts" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "bets_user_status_idx" ON "bets" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "bets_open_contracts_idx" ON "bets" USING gin ("contract_ids") WHERE "bets"."status" = 'open';--> statement-breakpoint
-- Bets placed before this migration: their contract ids from the legs as placed.
UPDATE "bets" SET "contract_ids" = ARRAY(
  SELECT (c.value)::integer FROM jsonb_array_elements("bets"."legs") l, jsonb_array_elements_text(l.value->'contract_ids') c
);
--> statement-breakpoint
-- The same two ledger checks as migration 0001, but the balance of an account that may go negative
-- (a house account) is no longer summed: it was never checked, and summing the house's ever-growing
-- entries for each new entry made every payout slower than the last (settling 100,000 bets).
CREATE OR REPLACE FUNCTION ledger_entries_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced_currency text;
  overdrawn_balance bigint;
BEGIN
  SELECT a.currency INTO unbalanced_currency
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
   WHERE e.transaction_id = NEW.transaction_id
   GROUP BY a.currency
  HAVING sum(e.amount) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not net to zero in %', NEW.transaction_id, unbalanced_currency
      USING ERRCODE = 'check_violation';
  END IF;
  IF NOT (SELECT may_go_negative FROM ledger_accounts WHERE id = NEW.account_id) THEN
    SELECT coalesce(sum(e.amount), 0) INTO overdrawn_balance
      FROM ledger_entries e
     WHERE e.account_id = NEW.account_id;
    IF overdrawn_balance < 0 THEN
      RAISE EXCEPTION 'ledger account % would go negative (%)', NEW.account_id, overdrawn_balance
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NULL;
END
$$;
