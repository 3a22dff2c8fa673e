-- Ledger invariants the database enforces itself, so that no code path (a bug, a manual fix in
-- psql, a future feature) can leave money unbalanced. The posting code checks the same rules first
-- and reports them politely; these triggers are the backstop.
--
-- Checked at COMMIT (deferred), because a transaction's entries are inserted one row at a time and
-- only balance once all of them are in.
CREATE FUNCTION ledger_entries_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced_currency text;
  overdrawn_balance bigint;
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
  SELECT coalesce(sum(e.amount), 0) INTO overdrawn_balance
    FROM ledger_entries e
   WHERE e.account_id = NEW.account_id;
  IF overdrawn_balance < 0 AND NOT (SELECT may_go_negative FROM ledger_accounts WHERE id = NEW.account_id) THEN
    RAISE EXCEPTION 'ledger account % would go negative (%)', NEW.account_id, overdrawn_balance
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_check();
--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by a new, reversing transaction.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only
  BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
