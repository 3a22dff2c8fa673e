-- The ledger's backstop checked once per inserting statement instead of once per entry at commit
-- (issue 19 item 1, docs/decisions/0014-placement-speed.md, "Fifth round").
--
-- Migration 0001 deferred the checks to COMMIT because a transaction's entries were then inserted
-- one row at a time. Every path now writes a movement's entries in one statement (postings.ts,
-- credits.ts), and the deferred trigger ran its two queries for EVERY entry: a fifth of what
-- PostgreSQL did at a placement's commit. Now the statement trigger that keeps the balances
-- (migration 0021) checks the same two rules on the statement's own rows:
--   1. the statement's entries net to zero per ledger transaction and currency. The ledger is
--      append-only and every earlier statement was held to this, so a transaction's entries net
--      to zero whenever each statement's do. Stricter than before: a movement split over two
--      statements is refused at the first, where it used to pass if the second balanced it.
--   2. no account that may not go negative (a user's cash) is below zero once the statement's
--      entries are in: read from the balances this trigger has just updated.
-- A failure raises in the inserting statement, so its transaction can only roll back.
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION ledger_entries_check();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_keep_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
  overdrawn record;
BEGIN
  SELECT n.transaction_id, a.currency INTO unbalanced
    FROM new_entries n JOIN ledger_accounts a ON a.id = n.account_id
   GROUP BY n.transaction_id, a.currency
  HAVING sum(n.amount) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not net to zero in %', unbalanced.transaction_id, unbalanced.currency
      USING ERRCODE = 'check_violation';
  END IF;
  -- House accounts keep 0 in the column (migration 0021): updating their rows would serialise
  -- every movement in the house.
  WITH moved AS (
    UPDATE ledger_accounts a
       SET balance = a.balance + n.delta
      FROM (SELECT account_id, sum(amount) AS delta FROM new_entries GROUP BY account_id) n
     WHERE a.id = n.account_id AND NOT a.may_go_negative
    RETURNING a.id, a.balance
  )
  SELECT id, balance INTO overdrawn FROM moved WHERE balance < 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger account % would go negative (%)', overdrawn.id, overdrawn.balance
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
