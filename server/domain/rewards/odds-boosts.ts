/**
 * Odds boosts (issue 18, spec §3 Account `oddsboost_bonus` "with contract_id"). Claiming an
 * odds-boost reward grants `oddsboost_bonus` tied to one selection (a contract), which the server
 * picks at the claim: the soonest upcoming football match's first open, priced selection that the
 * catalogue does not already boost. While that grant is active (not spent, converted or expired)
 * the bettor's slip and placement price that selection BOOST_STEPS (3) ladder steps longer, as the catalogue's
 * own boosts are (server/sim prices); the first placed bet that includes it uses the boost up
 * (the grant's contract is cleared), so it boosts one bet. The bonus money itself follows the
 * bonus rules (server/domain/ledger/bonuses.ts).
 */
import { and, desc, eq, gt, inArray, isNotNull, sql, type SQL } from "drizzle-orm"
import type { Db } from "../../db/connect.js"
import { instant, type Arg } from "../../db/compiled.js"
import { rowsOf } from "../../db/rows.js"
import { bonusGrants } from "../../db/schema.js"
import { boostFraction } from "../../../core/odds/index.js"
import type { ContractRow, World } from "../../sim/world.js"

const activeBoosts = (userId: Arg<number>, now: Arg<number>) =>
  and(eq(bonusGrants.userId, userId), eq(bonusGrants.kind, "oddsboost_bonus"), eq(bonusGrants.status, "active"), gt(bonusGrants.expiresAt, instant(now)), isNotNull(bonusGrants.contractId))

/** The contracts the bettor holds an unused boost for. */
export const boostedContractsOf = async (db: Db, userId: number, now: number): Promise<ReadonlySet<number>> => {
  const [row] = rowsOf<{ boosts: unknown }>(await db.execute(sql`select ${boostedContractsSql(userId, now)} as boosts`))
  return boostedContractsFrom(row?.boosts)
}

/** The contracts the bettor holds an unused boost for, as an SQL value (an array), for placement's one read. */
export const boostedContractsSql = (userId: Arg<number>, now: Arg<number>): SQL<unknown> =>
  sql`(select coalesce(array_agg(${bonusGrants.contractId}), '{}') from ${bonusGrants} where ${activeBoosts(userId, now)})`

/** boostedContractsSql's value as a set (postgres.js and PGlite both answer an array; bigint ids may come as text). */
export const boostedContractsFrom = (value: unknown): ReadonlySet<number> =>
  new Set((Array.isArray(value) ? value : []).map(Number).filter((id) => Number.isSafeInteger(id)))

/** The boost of one selection: BOOST_STEPS ladder steps longer than its price (core/odds/ladder.ts, as the sports pages show it). */
export const boostedFraction = (c: ContractRow) => (c.price ? boostFraction(c.price) : null)

/**
 * The world as this bettor sees it: their boosted selections carry the boosted price (as a
 * catalogue boost would); everything else is the shared world. Nothing is copied or changed.
 */
export const personalWorld = (world: World, boosts: ReadonlySet<number>): World => {
  if (boosts.size === 0) return world
  const contracts = {
    get: (id: number): ContractRow | undefined => {
      const c = world.contracts.get(id)
      return c && boosts.has(id) && c.boosted === null && c.price ? { ...c, boosted: boostedFraction(c) } : c
    },
  }
  return Object.create(world, { contracts: { value: contracts } }) as World
}

/** The selection a claimed boost is tied to (see the header), or null when none is open. */
export const pickBoostContract = (world: World): number | null => {
  const football = [...world.games.values()].find((g) => g.name === "football")
  const matches = [...world.matches.values()]
    .filter((m) => m.kind === "event" && m.status === "upcoming" && (!football || m.gameId === football.id))
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id)
  for (const match of matches) {
    for (const market of world.marketsOf(match.id)) {
      if (market.status !== "open" || market.outright) continue
      const contract = world.contractsOf(market.id).find((c) => c.status === "open" && c.price !== null && c.boosted === null)
      if (contract) return contract.id
    }
  }
  return null
}

/** A placed bet that includes boosted selections uses their boosts up. */
export const useBoosts = async (db: Db, userId: number, contractIds: ReadonlyArray<number>, now: number): Promise<void> => {
  if (contractIds.length === 0) return
  await db.update(bonusGrants).set({ contractId: null }).where(and(activeBoosts(userId, now), inArray(bonusGrants.contractId, contractIds.map(String))))
}

/** Account.oddsboost_bonus.contract_id: the selection of the bettor's newest unused boost, or null. */
export const boostContractOf = async (db: Db, userId: number): Promise<string | null> => {
  const [row] = await db
    .select({ contractId: bonusGrants.contractId })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.kind, "oddsboost_bonus"), eq(bonusGrants.status, "active"), isNotNull(bonusGrants.contractId)))
    .orderBy(desc(bonusGrants.id))
    .limit(1)
  return row?.contractId ?? null
}
