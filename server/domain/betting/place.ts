/**
 * bets/place (spec §7): each bet checked against the live catalogue (prices, statuses), the stake
 * rules (§5: stake + voucher ≥ 0.10, stake + voucher ≤ max_bet), the user's `bet` restriction and,
 * for in-play legs, a bet delay during which a price move or suspension rejects the bet. Then the
 * stakes (cash and vouchers), the spent vouchers, the bet rows and the placement record commit in
 * ONE transaction on the double-entry ledger.
 *
 * A voucher (free bet) is staked ON TOP of the bettor's stake (spec §3 "total bet amount = stake +
 * credit amount + voucher"): the bettor pays `stake × number_of_bets` in cash, the voucher adds its
 * whole amount (spent whole, from the house's `funding` account), and what is at risk, and settles,
 * is cash + voucher. Spread over the bet's lines (decision, docs/api.md): every line stakes
 * (cash + voucher) / lines, so the voucher must divide evenly over the lines in minor units (a £2
 * free bet on a Trixie adds 0.50 to each of its 4 lines; on a Yankee's 11 it cannot: INVALID_BET).
 * The receipt's `stake` is the cash, `voucher` the voucher; `potential` is what the bet pays if
 * every leg wins, the free-bet stake excluded (a free bet returns its winnings only).
 *
 * Idempotency: the client's key (Idempotency-Key) is unique per user in bet_placements; the same key
 * with the same body replays the stored receipts, with another body it is refused. Two concurrent
 * requests with one key serialise on the unique indexes (the placement's and its movement's): one
 * places, the other replays.
 *
 * Speed (issue 19, docs/decisions/0014-placement-speed.md): every round trip counts. The earlier
 * placement under the key, the cash account and every area's facts come in one statement; the
 * house accounts (which never change once made) are remembered per database; the placement row,
 * its bets and the stake's movement are one more statement, and a placement with nothing else to
 * write (no voucher, bonus or wagering) sends that statement alone, atomic without a transaction.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm"
import { createHash, randomUUID } from "node:crypto"
import { formatMinorAsDecimal, type BetReceipt, type PlaceBetsRequest } from "../../../core/model/betslip.js"
import type { Price } from "../../../core/model/catalogue.js"
import { compiled, instant, slot } from "../../db/compiled.js"
import type { Db } from "../../db/connect.js"
import { rowsOf } from "../../db/rows.js"
import { betPlacements, bets, ledgerAccounts, vouchers } from "../../db/schema.js"
import type { World } from "../../sim/world.js"
import { houseAccount, type HouseAccountName, type LedgerAccount } from "../ledger/accounts.js"
import { checkStakeAllowed, hasLimitSql, hasLossLimitSql } from "../limits/index.js"
import { refusalError, refusalFactsFrom, refusalFactsSql, refusalFrom, type RefusalFacts } from "../restrictions/index.js"
import { LedgerError, movementChecks, movementColumns, movementEntries, movementFound, movementOutcome, movementShapeKey, movementShapeOf, movementValues, type Movement, type MovementRow, type MovementShape, type Posting } from "../ledger/postings.js"
import { hasWageringGrantSql, recordWagering, stakeDebits } from "../ledger/bonuses.js"
import { add, betTypeShapes, combinedRatio, decimalRatio, mul, placeRatio, priceOfRatio, ratio, type Ratio } from "../../../core/odds/index.js"
import { acceptsMove, priceChangeRuleFrom, priceChangeRuleSql } from "../sportsbook/settings.js"
import type { PriceChangeRule } from "../../../core/model/sportsbook.js"
import { boostedContractsFrom, boostedContractsSql, personalWorld } from "../rewards/odds-boosts.js"
import { hasRewardInProgressSql } from "../rewards/service.js"
import { AVAILABLE_STATUSES, betBuilderRatio, currentFraction, findLive, IN_PLAY_DELAY_SECONDS, legIdOf, liveStatus, priceOf, type LiveContract } from "./slip.js"

export const MIN_STAKE = 10

export type PlaceFailure =
  | { readonly kind: "odds_changed"; readonly legs: ReadonlyArray<{ leg_id: number; new_prices: Price }> }
  | { readonly kind: "unavailable"; readonly detail: string }
  | { readonly kind: "restricted" }
  | { readonly kind: "min_stake" }
  | { readonly kind: "max_bet"; readonly max: number }
  | { readonly kind: "insufficient_funds" }
  | { readonly kind: "duplicate_key" }
  | { readonly kind: "invalid"; readonly detail: string }

export class PlaceError extends Error {
  constructor(readonly failure: PlaceFailure) {
    super(`bet placement failed: ${failure.kind}${"detail" in failure ? ` (${failure.detail})` : ""}`)
    this.name = "PlaceError"
  }
}

/**
 * What the placement's facts said of the bettor for the work that follows a placement (the
 * route's observers and pushes), so that work skips its reads when there is nothing to do:
 * `limited`, a limit in force (the limit notices); `rewarding`, a reward in progress (rewards
 * count the bets). Read before the write, like every fact of the placement.
 */
export interface PlacedFacts {
  readonly limited: boolean
  readonly rewarding: boolean
}

export interface Placement {
  readonly receipts: BetReceipt[]
  readonly after: PlacedFacts
}

export interface PlaceContext {
  readonly db: Db
  readonly world: () => World
  readonly clock: () => number
  /** Waits a little real time (the delay loop polls the injected clock). */
  readonly pause?: (ms: number) => Promise<void>
}

interface CheckedLeg {
  readonly id: number
  readonly lives: ReadonlyArray<LiveContract>
  readonly ratio: Ratio | null
  readonly place: Ratio | null
  readonly startPrice: boolean
  readonly eachWay: { deduction: string; placement: number } | null
  readonly price: Price | null
}

interface CheckedBet {
  readonly request: PlaceBetsRequest["bets"][number]
  readonly legs: ReadonlyArray<CheckedLeg>
  readonly name: string
  readonly numberOfBets: number
  readonly combos: ReadonlyArray<ReadonlyArray<number>>
  readonly maxBet: number
  readonly live: boolean
}

const fail = (failure: PlaceFailure): never => {
  throw new PlaceError(failure)
}

/**
 * Checks every bet against the world now; collects every moved price before failing. A moved price
 * the bettor's standing rule accepts (domain/sportsbook/settings.ts) is taken at its new value.
 */
export const checkBets = (world: World, request: PlaceBetsRequest, rule: PriceChangeRule = "ask"): CheckedBet[] => {
  const moved: Array<{ leg_id: number; new_prices: Price }> = []
  const checked: CheckedBet[] = []
  for (const bet of request.bets) {
    if (bet.legs.length === 0) fail({ kind: "invalid", detail: "a bet without legs" })
    const legs: CheckedLeg[] = []
    for (const leg of bet.legs) {
      if (leg.selections.length === 0) fail({ kind: "invalid", detail: `leg ${leg.id} has no selections` })
      const lives = leg.selections.map((s) => {
        const l = findLive(world, s.contract_id)
        if (!l || l.market.id !== s.market_id) return fail({ kind: "unavailable", detail: `contract ${s.contract_id} unknown in market ${s.market_id}` })
        if (!AVAILABLE_STATUSES.has(liveStatus(l))) return fail({ kind: "unavailable", detail: `contract ${s.contract_id} is ${liveStatus(l)}` })
        return l
      })
      let ratio: Ratio | null
      let place: Ratio | null = null
      let eachWay: CheckedLeg["eachWay"] = null
      if (lives.length > 1) {
        if (new Set(lives.map((l) => l.match.id)).size > 1 || new Set(lives.map((l) => l.market.id)).size !== lives.length) {
          fail({ kind: "invalid", detail: `bet builder leg ${leg.id} mixes matches or repeats a market` })
        }
        const ratios = lives.map((l) => currentFraction(l.contract)).map((f) => (f ? decimalRatio(`${f.num}/${f.den}`) : null))
        if (ratios.some((r) => r === null)) return fail({ kind: "unavailable", detail: "a bet builder selection has no price" })
        ratio = betBuilderRatio(ratios as Ratio[])
        if (leg.start_price || bet.each_way) fail({ kind: "invalid", detail: "bet builder legs take neither start price nor each-way" })
      } else {
        const l = lives[0]!
        const f = currentFraction(l.contract)
        if (leg.start_price) {
          if (!l.contract.startPriceAvailable) fail({ kind: "invalid", detail: `start price is not offered on contract ${l.contract.id}` })
          ratio = null
        } else {
          if (!f) return fail({ kind: "unavailable", detail: `contract ${l.contract.id} has no price` })
          ratio = decimalRatio(`${f.num}/${f.den}`)
        }
        if (bet.each_way) {
          const ew = l.market.eachWay
          if (!ew) fail({ kind: "invalid", detail: `each-way is not offered on market ${l.market.id}` })
          eachWay = { deduction: ew!.deduction, placement: ew!.placement }
          place = ratio ? placeRatio(ratio, ew!.deduction) : null
        }
      }
      const price = ratio ? priceOfRatio(ratio) : null
      if (!leg.start_price) {
        const sent = leg.price === null ? null : decimalRatio(leg.price)
        if (!sent || !ratio || sent.num !== ratio.num || sent.den !== ratio.den) {
          if (price && sent && ratio && acceptsMove(rule, sent, ratio)) {
            // taken at the price now (the receipt says which)
          } else if (price) moved.push({ leg_id: leg.id, new_prices: price })
          else fail({ kind: "unavailable", detail: `leg ${leg.id} has no price` })
        }
      }
      legs.push({ id: leg.id, lives, ratio, place, startPrice: leg.start_price, eachWay, price })
    }
    const n = legs.length
    const shape = betTypeShapes(n).find((s) => s.type === bet.type && (n === 1 ? s.type === "single" : s.type !== "single"))
    if (!shape) fail({ kind: "invalid", detail: `bet type ${bet.type} does not exist for ${n} legs` })
    if (n > 1) {
      const all = legs.flatMap((l) => l.lives)
      if (new Set(legs.map((l) => l.lives[0]!.match.id)).size !== n) fail({ kind: "invalid", detail: "two legs of one match cannot be combined" })
      if (all.some((l) => !l.contract.multiAvailable)) fail({ kind: "invalid", detail: "a selection cannot be combined" })
    }
    const all = legs.flatMap((l) => l.lives)
    checked.push({
      request: bet,
      legs,
      name: shape!.type === "single" ? all.map((l) => l.contract.name).join(", ") : shape!.name,
      numberOfBets: shape!.combos.length,
      combos: shape!.combos,
      maxBet: Math.min(...all.map((l) => l.contract.maxBet)),
      live: all.some((l) => l.match.status === "live"),
    })
  }
  if (moved.length > 0) fail({ kind: "odds_changed", legs: moved })
  return checked
}

const fingerprintOf = (request: PlaceBetsRequest): string => createHash("sha256").update(JSON.stringify(request)).digest("hex")

/** What a bet stakes, minor units. */
export interface BetStakes {
  /** The bet's lines: the bet type's combinations, twice over each-way (number_of_bets). */
  readonly lines: number
  /** What the bettor pays: stake × lines. */
  readonly cash: number
  /** The free bet, whole, on top of the cash; 0 without one. */
  readonly voucher: number
  /** What is at risk and settles: cash + voucher. */
  readonly total: number
  /** Each line's stake: total / lines. */
  readonly perLine: number
}

/**
 * The stake rules of spec §5 over a bet and its voucher's amount, and what the bet stakes. Minimum:
 * "0.10 minus any applied voucher amount" (stake + voucher ≥ 0.10, so a free bet of 0.10 or more
 * may be placed with no cash at all); max bet: stake + voucher ≤ the legs' smallest max_bet. The
 * voucher spreads over the lines evenly or the bet is refused (decision, module header).
 */
export const stakesOf = (bet: Pick<CheckedBet, "request" | "numberOfBets" | "maxBet">, voucher: number): BetStakes => {
  const stake = bet.request.stake
  if (stake + voucher < MIN_STAKE) fail({ kind: "min_stake" })
  if (stake + voucher > bet.maxBet) fail({ kind: "max_bet", max: bet.maxBet })
  const lines = bet.numberOfBets * (bet.request.each_way ? 2 : 1)
  if (voucher % lines !== 0) {
    fail({ kind: "invalid", detail: `A free bet of ${formatMinorAsDecimal(voucher)} cannot be shared evenly over the ${lines} bets of this ${bet.request.type}: use it on a bet whose number of bets divides it` })
  }
  const cash = stake * lines
  return { lines, cash, voucher, total: cash + voucher, perLine: stake + voucher / lines }
}

/**
 * The amounts of the vouchers the bets name, by id, once each checked: the user's, unspent, used
 * by one bet only, and of a scope that fits the bet (a voucher scoped to singles applies to a
 * one-leg bet, one scoped to the accumulator to a bet of 2+ legs). `lock`: inside the placement's
 * transaction, FOR UPDATE, so two placements cannot spend one voucher.
 */
const vouchersOf = async (db: Db, userId: number, checked: ReadonlyArray<CheckedBet>, lock: boolean): Promise<Map<number, number>> => {
  const voucherIds = checked.map((b) => b.request.voucher_id).filter((v): v is number => v !== null)
  if (voucherIds.length === 0) return new Map()
  if (new Set(voucherIds).size !== voucherIds.length) fail({ kind: "invalid", detail: "a voucher used twice" })
  const query = db.select().from(vouchers).where(and(inArray(vouchers.id, voucherIds), eq(vouchers.userId, userId), isNull(vouchers.usedAt)))
  const owned = lock ? await query.for("update") : await query
  if (owned.length !== voucherIds.length) fail({ kind: "invalid", detail: "a voucher is unknown or spent" })
  const scopeOf = new Map(owned.map((v) => [v.id, v.scope]))
  for (const bet of checked) {
    const scope = bet.request.voucher_id === null ? "any" : scopeOf.get(bet.request.voucher_id)
    if ((scope === "single" && bet.legs.length > 1) || (scope === "accumulator" && bet.legs.length === 1)) fail({ kind: "invalid", detail: `voucher ${bet.request.voucher_id} is for ${scope} bets` })
  }
  return new Map(owned.map((v) => [v.id, v.amount]))
}

/**
 * What the bet pays if every leg wins: each line's stake (cash + voucher spread) at the combined
 * price, one floor for the whole bet as settlement does (returns.ts), less the free-bet stake.
 */
const potentialOf = (bet: CheckedBet, stakes: BetStakes): number | null => {
  if (bet.legs.some((l) => l.ratio === null)) return null
  let total = mul(ratio(BigInt(stakes.perLine), 1n), combinedRatio(bet.combos, bet.legs.map((l) => l.ratio!)))
  if (bet.request.each_way && bet.legs.every((l) => l.place !== null)) {
    total = add(total, mul(ratio(BigInt(stakes.perLine), 1n), combinedRatio(bet.combos, bet.legs.map((l) => l.place!))))
  }
  return Math.max(0, Number(total.num / total.den) - stakes.voucher)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** House accounts by database and code: made once, never changed or removed, so read once. */
const houses = new WeakMap<Db, Map<string, LedgerAccount>>()
const cachedHouse = async (db: Db, name: HouseAccountName, currency: string, now: number): Promise<LedgerAccount> => {
  let known = houses.get(db)
  if (!known) houses.set(db, (known = new Map()))
  const code = `${name}:${currency}`
  const hit = known.get(code)
  if (hit) return hit
  const account = await houseAccount(db, name, currency, now)
  known.set(code, account)
  return account
}

interface Before {
  readonly placement: { readonly fingerprint: string; readonly receipts: unknown } | null
  readonly cash: LedgerAccount | null
  /** The time-out, self-exclusion and restrictions that may refuse the bet (restrictions/index.ts). */
  readonly refusal: RefusalFacts
  readonly rule: PriceChangeRule
  readonly boosts: ReadonlySet<number>
  /** Whether a loss limit is in force: only then is the stake checked against the ledger's windows. */
  readonly lossLimited: boolean
  /** Whether an active bonus grant counts the stake toward its wagering (ledger/bonuses.ts rule 3). */
  readonly wagering: boolean
  /** For the work after the placement (PlacedFacts). */
  readonly after: PlacedFacts
  /**
   * Ids for the request's bets, taken from the bets' sequence now so the placement row can carry
   * its receipts when it is written (a sequence's numbers are never reused; an unused one is a gap).
   */
  readonly betIds: ReadonlyArray<number>
  /** The placement row's id, taken from its sequence now for the same reason and so the stake's movement can name it. */
  readonly placementId: number
}

/**
 * Everything placement reads before its transaction, in one statement: the placement already made
 * under the key, the cash account, and the facts other areas decide from, each area giving its
 * own SQL value and reading it back (restrictions, sportsbook settings, rewards, limits).
 */
const readBefore = async (db: Db, userId: number, idempotencyKey: string, at: number, betCount: number): Promise<Before> => {
  const [row] = rowsOf<BeforeRow>(await beforeStatement(db, null, { user: userId, key: idempotencyKey, at: new Date(at).toISOString(), count: betCount }))
  if (!row) return { placement: null, cash: null, refusal: { exclusion: null, restrictions: [] }, rule: priceChangeRuleFrom(null), boosts: new Set(), lossLimited: false, wagering: false, after: { limited: false, rewarding: false }, betIds: [], placementId: 0 }
  return {
    placement: row.fingerprint === null ? null : { fingerprint: row.fingerprint, receipts: row.receipts },
    cash: { id: Number(row.cash_id), code: row.cash_code, kind: "user_cash", userId, currency: row.cash_currency, mayGoNegative: false },
    refusal: refusalFactsFrom(row),
    rule: priceChangeRuleFrom(row.price_changes),
    boosts: boostedContractsFrom(row.boosts),
    lossLimited: Boolean(row.loss_limited),
    wagering: Boolean(row.wagering),
    after: { limited: Boolean(row.limited), rewarding: Boolean(row.rewarding) },
    betIds: (Array.isArray(row.bet_ids) ? row.bet_ids : []).map(Number),
    placementId: Number(row.placement_id),
  }
}

interface BeforeRow {
  readonly fingerprint: string | null
  readonly receipts: unknown
  readonly cash_id: number | string
  readonly cash_code: string
  readonly cash_currency: string
  readonly exclusion: unknown
  readonly restrictions: unknown
  readonly price_changes: string | null
  readonly boosts: unknown
  readonly loss_limited: boolean
  readonly wagering: boolean
  readonly limited: boolean
  readonly rewarding: boolean
  readonly bet_ids: unknown
  readonly placement_id: number | string
}

/** readBefore's statement: one text for every placement (compiled once). */
const beforeStatement = compiled(() => {
  const user = slot<number>("user")
  const at = slot<number>("at")
  const refusal = refusalFactsSql(user, at)
  return sql`
    select ${betPlacements.fingerprint} as fingerprint, ${betPlacements.receipts} as receipts,
           ${ledgerAccounts.id} as cash_id, ${ledgerAccounts.code} as cash_code, ${ledgerAccounts.currency} as cash_currency,
           ${refusal.exclusion} as exclusion, ${refusal.restrictions} as restrictions,
           ${priceChangeRuleSql(user)} as price_changes, ${boostedContractsSql(user, at)} as boosts,
           ${hasLossLimitSql(user)} as loss_limited, ${hasWageringGrantSql(user, at)} as wagering,
           ${hasLimitSql(user)} as limited, ${hasRewardInProgressSql(user, at)} as rewarding,
           (select array_agg(nextval(pg_get_serial_sequence('bets', 'id'))) from generate_series(1, ${slot("count")}::integer)) as bet_ids,
           nextval(pg_get_serial_sequence('bet_placements', 'id')) as placement_id
      from ${ledgerAccounts}
      left join ${betPlacements} on ${betPlacements.userId} = ${user} and ${betPlacements.idempotencyKey} = ${slot("key")}
     where ${ledgerAccounts.userId} = ${user} and ${ledgerAccounts.kind} = 'user_cash'
     limit 1`
}, () => 0)

/** Places the request for the user (below); the receipts only. */
export const placeBets = async (ctx: PlaceContext, userId: number, request: PlaceBetsRequest, key: string | null): Promise<BetReceipt[]> =>
  (await place(ctx, userId, request, key)).receipts

/**
 * Places the request for the user: the receipts (memory units) and the facts for what follows.
 * Throws PlaceError for a rule the bettor broke; LedgerError never escapes (insufficient funds
 * becomes a PlaceError).
 */
export const place = async (ctx: PlaceContext, userId: number, request: PlaceBetsRequest, key: string | null): Promise<Placement> => {
  const idempotencyKey = key ?? `auto:${randomUUID()}`
  const fingerprint = fingerprintOf(request)

  const replay = async (db: Db): Promise<BetReceipt[] | null> => {
    const [row] = await db.select().from(betPlacements).where(and(eq(betPlacements.userId, userId), eq(betPlacements.idempotencyKey, idempotencyKey)))
    if (!row) return null
    if (row.fingerprint !== fingerprint) fail({ kind: "duplicate_key" })
    return (row.receipts as BetReceipt[] | null) ?? fail({ kind: "duplicate_key" })
  }
  // A request under the same key that committed first spent the vouchers: this one replays it,
  // as the key's gate would have (requests sent at once under one key all answer its receipts).
  const vouchersOrReplay = async (db: Db, bets: ReadonlyArray<CheckedBet>, lock: boolean): Promise<{ amounts: Map<number, number>; replayed?: undefined } | { replayed: BetReceipt[] }> => {
    try {
      return { amounts: await vouchersOf(db, userId, bets, lock) }
    } catch (error) {
      const earlier = await replay(db)
      if (earlier) return { replayed: earlier }
      throw error
    }
  }
  const before = await readBefore(ctx.db, userId, idempotencyKey, ctx.clock(), request.bets.length)
  const answer = (receipts: BetReceipt[]): Placement => ({ receipts, after: before.after })
  if (before.placement) {
    if (before.placement.fingerprint !== fingerprint) fail({ kind: "duplicate_key" })
    return answer((before.placement.receipts as BetReceipt[] | null) ?? fail({ kind: "duplicate_key" }))
  }
  if (before.refusal.restrictions.some((r) => r.key === "bet")) fail({ kind: "restricted" })

  const { rule, boosts } = before
  // The bettor's odds boosts (issue 18) price their selections as the slip showed them.
  let checked = checkBets(personalWorld(ctx.world(), boosts), request, rule)
  // The stake rules need the vouchers' amounts: read (unlocked) now, so a bet the rules refuse does
  // not sit through the in-play delay first; locked and checked unspent again in the transaction.
  const found = await vouchersOrReplay(ctx.db, checked, false)
  if (found.replayed) return answer(found.replayed)
  const requested = found.amounts
  for (const bet of checked) stakesOf(bet, requested.get(bet.request.voucher_id ?? -1) ?? 0)
  // safer gambling: time-out, self-exclusion, restrictions and loss limits (RTS 12, 14) on the cash staked
  const refusal = refusalFrom(before.refusal, "bet")
  if (refusal) throw refusalError(refusal, "bet")
  if (before.lossLimited) {
    await checkStakeAllowed(ctx.db, userId, checked.reduce((sum, bet) => sum + stakesOf(bet, requested.get(bet.request.voucher_id ?? -1) ?? 0).cash, 0), ctx.clock())
  }

  // In-play delay: hold the bet, then check again; a move or suspension meanwhile rejects it.
  if (checked.some((b) => b.live)) {
    // Ends when the injected clock has moved on by the delay (tests move it, so they do not wait)
    // or, should that clock stand still, after the same span of real time: never a hang.
    const delayMs = IN_PLAY_DELAY_SECONDS * 1000
    const until = ctx.clock() + delayMs
    const realUntil = performance.now() + delayMs
    const pause = ctx.pause ?? sleep
    while (ctx.clock() < until && performance.now() < realUntil) await pause(10)
    checked = checkBets(personalWorld(ctx.world(), boosts), request, rule)
  }

  const cash = before.cash
  if (!cash) fail({ kind: "invalid", detail: "the user has no cash account" })
  const now = ctx.clock()
  const houseBets = await cachedHouse(ctx.db, "bets", cash!.currency, now)
  const houseFunding = await cachedHouse(ctx.db, "funding", cash!.currency, now)

  const voucherIds = checked.map((b) => b.request.voucher_id).filter((v): v is number => v !== null)
  const useBonus = checked.some((b) => b.request.use_bonus)

  /**
   * Writes the placement: its row, its bets and the stake's movement in ONE statement, which moves
   * the money only together with the row. The row is the key's gate: when a request under the key
   * was placed meanwhile, nothing is written and its receipts are replayed (`placed` false).
   */
  const write = async (db: Db, voucherAmount: ReadonlyMap<number, number>): Promise<{ receipts: BetReceipt[]; placed: boolean; cashTotal: number }> => {
    let cashTotal = 0
    let voucherTotal = 0
    const rows = checked.map((bet, i) => {
      const stakes = stakesOf(bet, voucherAmount.get(bet.request.voucher_id ?? -1) ?? 0)
      cashTotal += stakes.cash
      voucherTotal += stakes.voucher
      const potential = potentialOf(bet, stakes)
      const id = before.betIds[i]!
      return { bet, stakes, potential, id, receipt: receiptOf(ctx.world(), id, bet, stakes, potential, now) }
    })
    const receipts = rows.map((r) => r.receipt)

    const postings: Posting[] = [{ accountId: houseBets.id, amount: cashTotal + voucherTotal }]
    // use_bonus: bonus balances pay first, cash the rest (ledger/bonuses.ts rule 2).
    if (cashTotal > 0) postings.push(...(await stakeDebits(db, userId, cash!.id, cash!.currency, cashTotal, useBonus, now)))
    if (voucherTotal > 0) postings.push({ accountId: houseFunding.id, amount: -voucherTotal })
    const movement: Movement = { idempotencyKey: `bets:${userId}:${idempotencyKey}`, kind: "bet_stake", memo: `placement ${before.placementId}`, postings }
    const betRecords: BetRecord[] = rows.map(({ bet, stakes, potential, id }) => ({
      id, type: bet.request.type, stake: stakes.perLine, numberOfBets: stakes.lines, eachWay: bet.request.each_way,
      total: stakes.total, voucherId: bet.request.voucher_id, voucherAmount: stakes.voucher, cashAmount: stakes.cash, status: "open", potential,
      legs: bet.legs.map((l) => ({
        id: l.id, contract_ids: l.lives.map((x) => x.contract.id), price: l.price?.fractional ?? null, start_price: l.startPrice, each_way: l.eachWay,
        // Settlement reads these: best odds guaranteed as placed, and whether the taken price was a boost.
        bog: bogAt(l.lives[0]!, now), boosted: l.lives.some((x) => x.contract.boosted !== null),
      })),
      contractIds: bet.legs.flatMap((l) => l.lives.map((x) => x.contract.id)),
    }))
    const found = rowsOf<MovementRow & { placed_id: string | number | null }>(await placementStatement(db, movementShapeOf(movement), {
      ...movementValues(movement, now),
      id: before.placementId, userId, idempotencyKey, fingerprint, receipts: JSON.stringify(receipts), at: new Date(now).toISOString(), bets: JSON.stringify(betRecords),
    }))
    if (found[0]?.placed_id != null) return { receipts, placed: true, cashTotal }
    // Nothing was written: the key was placed meanwhile (replay it), or the movement says why.
    const earlier = await replay(db)
    if (earlier) return { receipts: earlier, placed: false, cashTotal }
    try {
      await movementOutcome(db, movement, movementFound(found))
    } catch (error) {
      // The key's movement exists though its placement did not a moment ago: a request under the
      // key committed in between (both rows commit together). Its receipts answer, below.
      if (!(error instanceof LedgerError && error.code === "IDEMPOTENCY_CONFLICT")) throw error
    }
    const placedMeanwhile = await replay(db)
    if (placedMeanwhile) return { receipts: placedMeanwhile, placed: false, cashTotal }
    throw new Error(`placement: the stake's movement ${movement.idempotencyKey} was posted without its placement`)
  }

  try {
    // Most placements write nothing but the one statement, atomic on its own: no transaction,
    // so no round trips to begin and commit one (docs/decisions/0014-placement-speed.md).
    if (voucherIds.length === 0 && !useBonus && !before.wagering) return answer((await write(ctx.db, new Map())).receipts)
    // Vouchers spent, bonus balances staked and wagering counted are written beside it, together.
    return answer(await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db
      const locked = await vouchersOrReplay(db, checked, true)
      if (locked.replayed) return locked.replayed
      const { receipts, placed, cashTotal } = await write(db, locked.amounts)
      if (!placed) return receipts
      // Every stake counts toward active bonuses' wagering; complete ones convert to cash (rule 3).
      // (A grant made after the facts were read counts the bettor's next stake, not this one.)
      if (before.wagering) await recordWagering(db, userId, cashTotal, now)
      if (voucherIds.length > 0) await tx.update(vouchers).set({ usedAt: new Date(now) }).where(inArray(vouchers.id, voucherIds))
      return receipts
    }))
  } catch (error) {
    if (error instanceof LedgerError && error.code === "INSUFFICIENT_FUNDS") fail({ kind: "insufficient_funds" })
    throw error
  }
}

/**
 * The columns placement writes of a bet from its record (the placement, the user and the moment
 * are the statement's; the rest keep their defaults), by the schema's names: the statement reads
 * each record's fields with the column's own SQL type.
 */
const BET_RECORD_KEYS = [
  "id", "type", "stake", "numberOfBets", "eachWay", "total", "voucherId", "voucherAmount", "cashAmount", "status", "potential", "legs", "contractIds",
] as const satisfies ReadonlyArray<keyof typeof bets.$inferInsert>
type BetRecord = { readonly [K in (typeof BET_RECORD_KEYS)[number]]-?: (typeof bets.$inferInsert)[K] }

/**
 * The placement row, its bets and the stake's movement, one statement built once per shape of the
 * movement: the bets come as one JSON parameter (any number of them, one text). The row is
 * written only when the movement's transaction is, and the entries only with the row; the row's
 * id comes back as `placed_id` (null when nothing was written), beside the movement's columns.
 */
const placementStatement = compiled((shape: MovementShape) => {
  const columns = sql.join(BET_RECORD_KEYS.map((k) => sql.identifier(bets[k].name)), sql`, `)
  const fields = sql.join(BET_RECORD_KEYS.map((k) => sql`b.${sql.identifier(k)}`), sql`, `)
  // A serial column's values are of its integer type (the id is the one the facts took from its sequence).
  const typeOf = (k: (typeof BET_RECORD_KEYS)[number]) => bets[k].getSQLType().replace(/^bigserial$/, "bigint").replace(/^serial$/, "integer")
  const recordType = sql.join(BET_RECORD_KEYS.map((k) => sql`${sql.identifier(k)} ${sql.raw(typeOf(k))}`), sql`, `)
  const at = instant(slot("at"))
  return sql`
    with ${movementChecks(shape)}, placed as (
      insert into ${betPlacements} (id, user_id, idempotency_key, fingerprint, receipts, created_at)
      select ${slot("id")}, ${slot("userId")}, ${slot("idempotencyKey")}, ${slot("fingerprint")}, ${slot("receipts")}::jsonb, ${at} from created
      on conflict do nothing
      returning id
    ), placed_bets as (
      insert into ${bets} (placement_id, user_id, created_at, ${columns})
      select p.id, ${slot("userId")}, ${at}, ${fields}
        from placed p cross join jsonb_to_recordset(${slot("bets")}::jsonb) as b(${recordType})
      returning 1
    ), ${movementEntries(shape, "placed")}
    select ${movementColumns}, (select id from placed) as placed_id from accounts a`
}, movementShapeKey)

/** Best odds guaranteed applies to a bet placed once the market's guarantee has started. */
const bogAt = (l: LiveContract, now: number): boolean => l.market.bogFrom !== null && now >= l.market.bogFrom

const receiptOf = (world: World, id: number, bet: CheckedBet, stakes: BetStakes, potential: number | null, now: number): BetReceipt => ({
  id,
  name: bet.name,
  type: bet.legs.some((l) => l.lives.length > 1) && bet.legs.length === 1 ? "multiple" : bet.request.type,
  // spec §3 "total bet amount = stake + credit amount + voucher": the cash here, the free bet beside it.
  stake: stakes.cash,
  status: "open",
  outcome: null,
  potential,
  created_at: now,
  boosted: bet.legs.some((l) => l.lives.some((x) => x.contract.boosted !== null)),
  each_way: bet.request.each_way,
  number_of_bets: stakes.lines,
  payout_type: "cash",
  voucher: stakes.voucher > 0 ? stakes.voucher : null,
  credit_amount: 0,
  cash_winnings: null,
  credit_winnings: null,
  cashout_amount: null,
  cashout_delay: null,
  cashout_status: null,
  cashout_success: null,
  best_odds_guaranteed_additional_amount: null,
  returns_info_text: null,
  bet_legs: bet.legs.map((l) => {
    const first = l.lives[0]!
    const m = first.match
    const competition = world.competitions.get(m.competitionId)
    return {
      id: l.id,
      match_id: m.id,
      match_name: m.name,
      match_slug: m.slug,
      match_start_time: m.startTime,
      match_status: m.status,
      home_team: m.homeTeam,
      away_team: m.awayTeam,
      home_score: m.homeScore,
      away_score: m.awayScore,
      competition_id: m.competitionId,
      competition_name: competition?.name ?? "",
      competition_slug: competition?.slug ?? "",
      game_id: m.gameId,
      game_display_type: m.displayType,
      outcome: null,
      selections: l.lives.map((x) => ({ market_id: x.market.id, contract_id: x.contract.id, name: x.contract.name, market_name: x.market.name })),
      prices: l.price,
      raw_prices: l.lives.length === 1 ? priceOf(first.contract.price) : l.price,
      start_price: l.startPrice,
      boosted: l.lives.some((x) => x.contract.boosted !== null),
      are_best_odds_guaranteed: bogAt(first, now),
      best_odds_guaranteed_additional_amount: null,
      each_way_description: l.eachWay ? `${l.eachWay.deduction} odds, ${l.eachWay.placement} places` : null,
    }
  }),
})

export { legIdOf }
