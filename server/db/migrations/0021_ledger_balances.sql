-- A balance column for the accounts that may not go negative (a user's cash), kept by the database
-- (issue 19 item 1, docs/decisions/0014-placement-speed.md). Before, every check summed the
-- account's whole history: the posting code under the account's lock, and the commit-time
-- backstop for EVERY entry, the house accounts' included, whose history is every bet ever placed.
-- House accounts keep 0 here: every movement touches one, and updating its row would serialise
-- them all.
ALTER TABLE "ledger_accounts" ADD COLUMN "balance" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE ledger_accounts a
   SET balance = s.total
  FROM (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
 WHERE a.id = s.account_id AND NOT a.may_go_negative;
--> statement-breakpoint
-- Once per insert statement (the posting code inserts a movement's entries in one), from the
-- statement's new rows. The ledger is append-only, so the column stays the sum of the entries.
CREATE FUNCTION ledger_entries_keep_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a
     SET balance = a.balance + n.delta
    FROM (SELECT account_id, sum(amount) AS delta FROM new_entries GROUP BY account_id) n
   WHERE a.id = n.account_id AND NOT a.may_go_negative;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_keep_balances
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_keep_balances();
--> statement-breakpoint
-- The commit-time backstop of migration 0001, rule 2 read from the column instead of a sum.
CREATE OR REPLACE FUNCTION ledger_entries_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced_currency text;
  account_balance bigint;
  account_may_go_negative boolean;
BEGIN
  -- 1. Every transaction's entries net to zero, per currency.
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
  -- 2. An account that may not go negative (a user's cash) never does.
  SELECT balance, may_go_negative INTO account_balance, account_may_go_negative
    FROM ledger_accounts WHERE id = NEW.account_id;
  IF NOT account_may_go_negative AND account_balance < 0 THEN
    RAISE EXCEPTION 'ledger account % would go negative (%)', NEW.account_id, account_balance
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
