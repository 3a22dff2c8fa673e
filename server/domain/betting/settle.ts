/**
 * Settlement on the database: the simulator's results (winner, loser, void; a race runner's
 * starting price and finishing position) are recorded in selection_results, then every open bet
 * whose legs are all resulted is settled (returns.ts) and paid.
 *
 * Once only: bets are marked settled with ONE conditional update per chunk (status still open and
 * the stake unchanged, so a partial cash-out committed meanwhile makes the bet re-read, never paid
 * on its old stake) and, in the same transaction, the payouts are posted to the ledger with one
 * idempotency key per bet (`settle:bet:<id>`): a bet that somehow came round again would throw and
 * roll its chunk back rather than pay twice. Losing bets move no money (the stake went to the
 * house at placement). A void free bet gives its voucher back: the voucher is unspent again and
 * its amount goes from the house's bets account back to funding, where placement took it from
 * (decision 0006), with the key `settle:voucher:<bet id>`.
 */
import { and, eq, inArray, sql } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { bets, ledgerAccounts, selectionResults, vouchers } from "../../db/schema.js"
import { houseAccount } from "../ledger/accounts.js"
import { rowsOf } from "../../db/rows.js"
import { postCredits, type CreditMovement } from "../ledger/credits.js"
import { betTypeShapes, ratio } from "../../../core/odds/index.js"
import { settleBet, type LegResultStatus, type PlacedBet, type PlacedLeg, type SelectionResult } from "./returns.js"

export const CLOSED_STATUSES: ReadonlySet<string> = new Set(["winner", "loser", "void"])

export interface ResultRecord extends SelectionResult {
  readonly contractId: number
}

export type BetRow = typeof bets.$inferSelect

/** The columns settlement reads (a lean select: 100,000 rows at a time). */
export type SettlementRow = Pick<BetRow, "id" | "userId" | "type" | "stake" | "eachWay" | "voucherId" | "voucherAmount" | "legs" | "contractIds">

/** The combinations of a bet row's type over its legs (bet-types.ts). */
export const combosOf = (type: string, n: number): ReadonlyArray<ReadonlyArray<number>> => {
  const key = `${type}/${n}`
  const known = combosCache.get(key)
  if (known) return known
  const shape = betTypeShapes(n).find((s) => s.type === type && (n === 1 ? s.type === "single" : s.type !== "single"))
  const combos = shape?.combos ?? [Array.from({ length: n }, (_, i) => i)]
  combosCache.set(key, combos)
  return combos
}
// A handful of (type, legs) pairs exist; settling 100,000 bets should not rebuild them 100,000 times.
const combosCache = new Map<string, ReadonlyArray<ReadonlyArray<number>>>()

export const placedBetOf = (row: SettlementRow): PlacedBet => {
  const legs = row.legs as PlacedLeg[]
  return { type: row.type, stake: row.stake, eachWay: row.eachWay, voucherAmount: row.voucherAmount, legs, combos: combosOf(row.type, legs.length) }
}

const CHUNK = 500
/** Chunks settled at once (PGlite runs them one after another anyway). */
const PARALLEL = 3

/** Upserts results (a re-result replaces the old one: the operator corrected a result before settlement). */
export const recordResults = async (db: Db, results: ReadonlyArray<ResultRecord>, now: number): Promise<void> => {
  for (let i = 0; i < results.length; i += CHUNK) {
    const part = results.slice(i, i + CHUNK)
    await db
      .insert(selectionResults)
      .values(part.map((r) => ({
        contractId: r.contractId,
        status: r.status,
        startPriceNum: r.startPrice ? Number(r.startPrice.num - r.startPrice.den) : null,
        startPriceDen: r.startPrice ? Number(r.startPrice.den) : null,
        position: r.position,
        deadHeat: r.deadHeat ?? null,
        resultedAt: new Date(now),
      })))
      .onConflictDoUpdate({
        target: selectionResults.contractId,
        set: { status: sql`excluded.status`, startPriceNum: sql`excluded.start_price_num`, startPriceDen: sql`excluded.start_price_den`, position: sql`excluded.position`, deadHeat: sql`excluded.dead_heat`, resultedAt: sql`excluded.resulted_at` },
      })
  }
}

/** The recorded results of these contracts. */
export const loadResults = async (db: Db, contractIds: ReadonlyArray<number>): Promise<Map<number, SelectionResult>> => {
  const out = new Map<number, SelectionResult>()
  const ids = [...new Set(contractIds)]
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db.select().from(selectionResults).where(inArray(selectionResults.contractId, ids.slice(i, i + 5000)))
    for (const r of rows) {
      if (!CLOSED_STATUSES.has(r.status)) continue
      const sp = r.startPriceNum !== null && r.startPriceDen !== null && r.startPriceDen > 0 ? ratio(BigInt(r.startPriceNum + r.startPriceDen), BigInt(r.startPriceDen)) : null
      out.set(r.contractId, { status: r.status as LegResultStatus, startPrice: sp, position: r.position, deadHeat: r.deadHeat })
    }
  }
  return out
}

/** Open bets that hold any of these contracts (`lean`: only the columns settlement reads). */
export function openBetsWith(db: Db, contractIds: ReadonlyArray<number>): Promise<BetRow[]>
export function openBetsWith(db: Db, contractIds: ReadonlyArray<number>, lean: true): Promise<SettlementRow[]>
export async function openBetsWith(db: Db, contractIds: ReadonlyArray<number>, lean = false): Promise<SettlementRow[]> {
  if (contractIds.length === 0) return []
  const ids = sql.raw(`'{${[...new Set(contractIds)].map((id) => Math.trunc(id)).join(",")}}'::integer[]`)
  const where = and(eq(bets.status, "open"), sql`${bets.contractIds} && ${ids}`)
  if (!lean) return db.select().from(bets).where(where).orderBy(bets.id)
  return db
    .select({ id: bets.id, userId: bets.userId, type: bets.type, stake: bets.stake, eachWay: bets.eachWay, voucherId: bets.voucherId, voucherAmount: bets.voucherAmount, legs: bets.legs, contractIds: bets.contractIds })
    .from(bets)
    .where(where)
    .orderBy(bets.id)
}

export interface SettledBet {
  readonly id: number
  readonly userId: number
  readonly cashWinnings: number
}


/**
 * Settles every open bet that holds one of `contractIds` and whose legs are now all resulted.
 * Returns the bets this call settled (a bet settled by someone else meanwhile is not among them).
 */
export const settleBetsFor = async (db: Db, contractIds: ReadonlyArray<number>, now: number): Promise<SettledBet[]> =>
  settleRows(db, await openBetsWith(db, contractIds, true), now)

/**
 * Settles these bet rows, as read earlier, when their legs are all resulted. A row that changed
 * since it was read (settled, cashed out, its stake cut by a partial cash-out) is left alone: the
 * next pass reads it again.
 */
export const settleRows = async (db: Db, candidates: ReadonlyArray<SettlementRow>, now: number): Promise<SettledBet[]> => {
  if (candidates.length === 0) return []
  const results = await loadResults(db, candidates.flatMap((b) => b.contractIds))
  const ready = candidates.flatMap((row) => {
    const placed = placedBetOf(row)
    const legResults = placed.legs.map((leg) => leg.contract_ids.map((id) => results.get(id)))
    if (legResults.some((list) => list.some((r) => r === undefined))) return []
    const settlement = settleBet(placed, legResults as SelectionResult[][])
    const legs = placed.legs.map((leg, i) => ({
      ...leg, outcome: settlement.legOutcomes[i], bog_additional: settlement.legBogAdditional[i] ?? null, dead_heat: settlement.legDeadHeat[i] ?? null,
    }))
    return [{ row, settlement, legs }]
  })
  const settled: SettledBet[] = []
  const settleChunk = async (part: typeof ready) => {
    const done = await db.transaction(async (tx) => {
      // One JSON parameter for the whole chunk (thousands of bound parameters cost more than the rows).
      const values = JSON.stringify(part.map(({ row, settlement, legs }) => ({ id: row.id, stake: row.stake, outcome: settlement.outcome, cw: settlement.cashWinnings, bog: settlement.bogAdditional, txt: settlement.text, legs })))
      const updated: unknown = await tx.execute(sql`
        update bets as b set status = 'settled', outcome = v.outcome, cash_winnings = v.cw, best_odds_guaranteed_additional_amount = v.bog,
          returns_info_text = v.txt, legs = v.legs, settled_at = ${new Date(now).toISOString()}::timestamptz, version = b.version + 1
        from jsonb_to_recordset(${values}::jsonb) as v(id bigint, stake bigint, outcome text, cw bigint, bog bigint, txt text, legs jsonb)
        where b.id = v.id and b.status = 'open' and b.stake = v.stake
        returning b.id, b.user_id`)
      const rows = rowsOf<{ id: string | number; user_id: number }>(updated)
      const won = new Set(rows.map((r) => Number(r.id)))
      const paid = part.filter((p) => won.has(p.row.id))
      const payers = paid.filter((p) => p.settlement.cashWinnings > 0)
      const givenBack = paid.filter((p) => p.settlement.outcome === "void" && p.row.voucherId !== null && p.row.voucherAmount > 0)
      if (payers.length > 0 || givenBack.length > 0) {
        const userIds = [...new Set([...payers, ...givenBack].map((p) => p.row.userId))]
        const accounts = await tx.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, "user_cash"), inArray(ledgerAccounts.userId, userIds)))
        const cashOf = new Map(accounts.map((a) => [a.userId!, a]))
        const accountOf = (userId: number) => {
          const cash = cashOf.get(userId)
          if (!cash) throw new Error(`user ${userId} has no cash account`)
          return cash
        }
        // The funding account is looked up only for a chunk that gives a free bet back.
        const houses = new Map<string, { bets: number; funding: number | null }>()
        for (const currency of new Set(accounts.map((a) => a.currency))) {
          houses.set(currency, {
            bets: (await houseAccount(tx as unknown as Db, "bets", currency, now)).id,
            funding: givenBack.length > 0 ? (await houseAccount(tx as unknown as Db, "funding", currency, now)).id : null,
          })
        }
        const movements: CreditMovement[] = payers.map(({ row, settlement }) => {
          const cash = accountOf(row.userId)
          return {
            idempotencyKey: `settle:bet:${row.id}`,
            kind: "bet_payout",
            memo: `bet ${row.id} ${settlement.outcome}`,
            postings: [{ accountId: houses.get(cash.currency)!.bets, amount: -settlement.cashWinnings }, { accountId: cash.id, amount: settlement.cashWinnings }],
            guardedAccountIds: [cash.id],
          }
        })
        for (const { row } of givenBack) {
          const house = houses.get(accountOf(row.userId).currency)!
          movements.push({
            idempotencyKey: `settle:voucher:${row.id}`,
            kind: "voucher_return",
            memo: `bet ${row.id} void: voucher ${row.voucherId} given back`,
            postings: [{ accountId: house.bets, amount: -row.voucherAmount }, { accountId: house.funding!, amount: row.voucherAmount }],
            guardedAccountIds: [],
          })
        }
        await postCredits(tx as unknown as Db, movements, now)
        if (givenBack.length > 0) await tx.update(vouchers).set({ usedAt: null }).where(inArray(vouchers.id, givenBack.map((p) => p.row.voucherId!)))
      }
      return paid.map((p) => ({ id: p.row.id, userId: p.row.userId, cashWinnings: p.settlement.cashWinnings }))
    })
    settled.push(...done)
  }
  // A few chunks at once: each is its own transaction over its own bets (no shared row locks).
  let next = 0
  await Promise.all(Array.from({ length: Math.min(PARALLEL, Math.ceil(ready.length / CHUNK)) }, async () => {
    while (next < ready.length) {
      const start = next
      next += CHUNK
      await settleChunk(ready.slice(start, start + CHUNK))
    }
  }))
  return settled
}
