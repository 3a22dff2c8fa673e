/**
 * The double-entry ledger: every movement nets to zero, user cash never goes negative,
 * idempotency keys post once, and the database itself refuses what the code would (triggers of
 * migration 0001). A property test runs random movements and checks the invariants after each.
 */
import { eq, inArray, sql } from "drizzle-orm"
import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from "../../server/db/schema.js"
import { houseAccount, openUserCashAccount, type LedgerAccount } from "../../server/domain/ledger/accounts.js"
import { balanceOfAccount, LedgerError, postMovement } from "../../server/domain/ledger/postings.js"
import { readWallet } from "../../server/domain/ledger/wallet.js"
import { databaseTargets, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

/** The failure's messages, causes included (drizzle wraps the driver's error in `cause`). */
const failureOf = async (attempt: Promise<unknown>): Promise<string> => {
  try {
    await attempt
  } catch (error) {
    const messages: string[] = []
    for (let e: unknown = error; e instanceof Error; e = e.cause) messages.push(e.message)
    return messages.join(" <- ")
  }
  throw new Error("expected a failure")
}

let keySequence = 0
const key = (label: string) => `test:${label}:${++keySequence}:${Math.random().toString(36).slice(2)}`

describe.each(databaseTargets())("ledger on $name", (target) => {
  const database = migratedDatabase(target)
  let house: LedgerAccount

  const newUserAccount = async (currency = "gbp"): Promise<LedgerAccount> => {
    const tag = key("user")
    const [user] = await database.db
      .insert(users)
      .values({
        email: `${tag}@example.test`,
        username: tag.slice(0, 40),
        passwordHash: "not-a-real-hash",
        firstname: "L",
        lastname: "Edger",
        dob: "1990-01-01",
        locale: "en-GB",
        status: "active",
        brand: "sportsbook",
        countryCode: "GB",
        currency,
        createdAt: new Date(TEST_NOW),
        updatedAt: new Date(TEST_NOW),
      })
      .returning()
    return openUserCashAccount(database.db, user!.id, currency, TEST_NOW)
  }

  const fund = (account: LedgerAccount, amount: number) =>
    postMovement(
      database.db,
      { idempotencyKey: key("fund"), kind: "deposit", postings: [{ accountId: house.id, amount: -amount }, { accountId: account.id, amount }] },
      TEST_NOW,
    )

  const transfer = (from: LedgerAccount, to: LedgerAccount, amount: number, idempotencyKey = key("transfer")) =>
    postMovement(
      database.db,
      { idempotencyKey, kind: "transfer", postings: [{ accountId: from.id, amount: -amount }, { accountId: to.id, amount }] },
      TEST_NOW,
    )

  const totalOfAllEntries = () => ledgerTotal(database.db)
  const keptBalanceOf = async (accountId: number) =>
    (await database.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId)))[0]?.balance

  const unbalancedTransactions = async () =>
    database.db
      .select({ id: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`)

  beforeAll(async () => {
    house = await houseAccount(database.db, "payments", "gbp", TEST_NOW)
  })

  it("a movement's entries net to zero and balances are the sums of entries", async () => {
    const a = await newUserAccount()
    const b = await newUserAccount()
    await fund(a, 10_000)
    await transfer(a, b, 2_550)
    expect(await balanceOfAccount(database.db, a.id)).toBe(7_450)
    expect(await balanceOfAccount(database.db, b.id)).toBe(2_550)
    expect((await readWallet(database.db, a.userId!))!).toMatchObject({ balance: 7_450, netDeposit: 10_000 })
    expect(await totalOfAllEntries()).toBe(0)
    expect(await unbalancedTransactions()).toEqual([])
  })

  it("the same idempotency key posts once; with other parameters it is refused", async () => {
    const a = await newUserAccount()
    const b = await newUserAccount()
    await fund(a, 1_000)
    const once = await transfer(a, b, 300, "bet:fixed-key-1")
    const twice = await transfer(a, b, 300, "bet:fixed-key-1")
    expect(twice).toEqual({ transactionId: once.transactionId, replayed: true })
    expect(await balanceOfAccount(database.db, b.id)).toBe(300)
    await expect(transfer(a, b, 301, "bet:fixed-key-1")).rejects.toMatchObject({ code: "IDEMPOTENCY_CONFLICT" })
  })

  it("a user account never goes negative: the movement is refused and nothing is written", async () => {
    const a = await newUserAccount()
    const b = await newUserAccount()
    await fund(a, 500)
    const idempotencyKey = key("overdraw")
    await expect(transfer(a, b, 501, idempotencyKey)).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" })
    expect(await balanceOfAccount(database.db, a.id)).toBe(500)
    // The key was not consumed by the refused movement.
    expect((await transfer(a, b, 500, idempotencyKey)).replayed).toBe(false)
    expect(await balanceOfAccount(database.db, a.id)).toBe(0)
  })

  it.each([
    ["unbalanced entries", [100, -99], "UNBALANCED"],
    ["a single entry", [100], "UNBALANCED"],
    ["a zero entry", [0, 0], "INVALID_AMOUNT"],
    ["fractional minor units", [10.5, -10.5], "INVALID_AMOUNT"],
  ])("%s are refused before reaching the database", async (_what, amounts, code) => {
    const a = await newUserAccount()
    const postings = amounts.map((amount, i) => ({ accountId: i === 0 ? a.id : house.id, amount }))
    const attempt = postMovement(database.db, { idempotencyKey: key("bad"), kind: "test", postings }, TEST_NOW)
    await expect(attempt).rejects.toBeInstanceOf(LedgerError)
    await expect(attempt).rejects.toMatchObject({ code })
  })

  it("refuses mixing currencies and unknown accounts", async () => {
    const gbp = await newUserAccount("gbp")
    const eur = await newUserAccount("eur")
    await fund(gbp, 100)
    await expect(transfer(gbp, eur, 50)).rejects.toMatchObject({ code: "CURRENCY_MISMATCH" })
    await expect(transfer(gbp, { ...gbp, id: 999_999 }, 50)).rejects.toMatchObject({ code: "UNKNOWN_ACCOUNT" })
  })

  describe("the database's own checks (the backstop behind the code)", () => {
    const rawMovement = async (entries: ReadonlyArray<readonly [number, number]>) =>
      database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({ idempotencyKey: key("raw"), fingerprint: "raw", kind: "raw", createdAt: new Date(TEST_NOW) })
          .returning({ id: ledgerTransactions.id })
        await tx.insert(ledgerEntries).values(entries.map(([accountId, amount]) => ({ transactionId: row!.id, accountId, amount })))
      })

    it("refuses entries that do not net to zero", async () => {
      const a = await newUserAccount()
      expect(await failureOf(rawMovement([[house.id, -100], [a.id, 99]]))).toMatch(/does not net to zero in gbp/)
      expect(await balanceOfAccount(database.db, a.id)).toBe(0)
    })

    it("refuses a user account below zero", async () => {
      const a = await newUserAccount()
      expect(await failureOf(rawMovement([[house.id, 100], [a.id, -100]]))).toMatch(/would go negative/)
      expect(await balanceOfAccount(database.db, a.id)).toBe(0)
    })

    // Migration 0022: the rules hold for each inserting statement, so a movement's entries go in together.
    const rawStatements = async (statements: ReadonlyArray<ReadonlyArray<readonly [transaction: number, account: number, amount: number]>>, transactions = 1) =>
      database.db.transaction(async (tx) => {
        const ids = await tx
          .insert(ledgerTransactions)
          .values(Array.from({ length: transactions }, () => ({ idempotencyKey: key("raw"), fingerprint: "raw", kind: "raw", createdAt: new Date(TEST_NOW) })))
          .returning({ id: ledgerTransactions.id })
        for (const entries of statements) {
          await tx.insert(ledgerEntries).values(entries.map(([t, accountId, amount]) => ({ transactionId: ids[t]!.id, accountId, amount })))
        }
      })

    it("refuses a movement split over two statements, though the two would balance", async () => {
      const a = await newUserAccount()
      expect(await failureOf(rawStatements([[[0, house.id, -100]], [[0, a.id, 100]]]))).toMatch(/does not net to zero in gbp/)
      expect(await balanceOfAccount(database.db, a.id)).toBe(0)
    })

    it("checks every transaction of a statement on its own: one balanced and one not is refused", async () => {
      const a = await newUserAccount()
      const b = await newUserAccount()
      await rawStatements([[[0, house.id, -100], [0, a.id, 100], [1, house.id, -50], [1, b.id, 50]]], 2)
      expect([await balanceOfAccount(database.db, a.id), await balanceOfAccount(database.db, b.id)]).toEqual([100, 50])
      // The statement as a whole nets to zero; its second transaction does not.
      expect(await failureOf(rawStatements([[[0, house.id, -100], [0, a.id, 150], [1, b.id, -50]]], 2))).toMatch(/does not net to zero in gbp/)
      expect([await balanceOfAccount(database.db, a.id), await balanceOfAccount(database.db, b.id)]).toEqual([100, 50])
    })

    it("refuses a statement that leaves any one guarded account below zero, and keeps every balance column", async () => {
      const a = await newUserAccount()
      const b = await newUserAccount()
      await fund(a, 100)
      await fund(b, 100)
      expect(await failureOf(rawStatements([[[0, a.id, -60], [0, b.id, -101], [0, house.id, 161]]]))).toMatch(new RegExp(`account ${b.id} would go negative \\(-1\\)`))
      const columns = await database.db.select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, [a.id, b.id])).orderBy(ledgerAccounts.id)
      expect(columns.map((c) => Number(c.balance))).toEqual([100, 100])
    })

    it("the ledger is append-only: entries and transactions cannot be changed or deleted", async () => {
      const a = await newUserAccount()
      await fund(a, 100)
      const appendOnly = /append-only/
      expect(await failureOf(database.db.update(ledgerEntries).set({ amount: 1_000_000 }).where(sql`${ledgerEntries.accountId} = ${a.id}`))).toMatch(appendOnly)
      expect(await failureOf(database.db.delete(ledgerEntries).where(sql`${ledgerEntries.accountId} = ${a.id}`))).toMatch(appendOnly)
      expect(await failureOf(database.db.delete(ledgerTransactions))).toMatch(appendOnly)
      expect(await balanceOfAccount(database.db, a.id)).toBe(100)
    })
  })

  it("concurrent debits never spend the same money twice", async () => {
    const a = await newUserAccount()
    const b = await newUserAccount()
    await fund(a, 100)
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => transfer(a, b, 30)))
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3)
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "INSUFFICIENT_FUNDS" })
    expect(await balanceOfAccount(database.db, a.id)).toBe(10)
    expect(await balanceOfAccount(database.db, b.id)).toBe(90)
  })

  it("property: after any sequence of movements the ledger nets to zero and no user balance is negative", async () => {
    const accounts = [await newUserAccount(), await newUserAccount(), await newUserAccount()]
    const model = new Map<number, number>(accounts.map((a) => [a.id, 0]))
    for (const a of accounts) model.set(a.id, await balanceOfAccount(database.db, a.id))
    const step = fc.oneof(
      fc.record({ kind: fc.constant("deposit" as const), to: fc.nat(2), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constant("withdraw" as const), from: fc.nat(2), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constant("transfer" as const), from: fc.nat(2), to: fc.nat(2), amount: fc.integer({ min: 1, max: 50_000 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          const from = s.kind === "deposit" ? house : accounts[s.from]!
          const to = s.kind === "withdraw" ? house : accounts[s.to]!
          if (from.id === to.id) continue
          const available = from.mayGoNegative ? Number.POSITIVE_INFINITY : model.get(from.id)!
          const posting = transfer(from, to, s.amount)
          if (s.amount > available) {
            await expect(posting).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" })
          } else {
            await posting
            if (!from.mayGoNegative) model.set(from.id, model.get(from.id)! - s.amount)
            if (!to.mayGoNegative) model.set(to.id, model.get(to.id)! + s.amount)
          }
          for (const account of accounts) {
            const balance = await balanceOfAccount(database.db, account.id)
            expect(balance).toBeGreaterThanOrEqual(0)
            expect(balance).toBe(model.get(account.id))
            // The balance column the database keeps (migration 0021) is the sum of the entries.
            expect(await keptBalanceOf(account.id)).toBe(balance)
          }
        }
        expect(await totalOfAllEntries()).toBe(0)
        expect(await unbalancedTransactions()).toEqual([])
      }),
      { numRuns: 12 },
    )
  })
})
