/**
 * The live catalogue in memory: the authority the HTTP calls read and the pushes describe. The
 * database (store.ts) is written from it in batches and read back into it on restart.
 */
import type { Fraction } from "./prices.js"

export type Engine = "goals" | "points" | "race_to" | "race" | "outright"

export interface GameRow {
  readonly id: number
  readonly name: string
  readonly label: string
  readonly shortName: string
  readonly displayType: string
  readonly displayOrder: number
  readonly hexValue: string | null
  readonly popular: boolean
  readonly tabs: ReadonlyArray<string>
  readonly type: string
}

export interface CompetitionRow {
  readonly id: number
  readonly gameId: number
  readonly name: string
  readonly slug: string
  readonly region: string
  readonly displayOrder: number
  readonly kind: "league" | "meeting"
}

export interface MatchClockState {
  period: string
  seconds: number | null
  running: boolean
  at: number
  /** See MatchClock in core/model/catalogue.ts. */
  period_start?: number
  period_length?: number
  period_base?: number
  counts_down?: boolean
}

/** The simulator's private model of a match; saved as JSON with it. */
export interface MatchModel {
  engine: Engine
  sport: string
  /** goals: expected goals per match of home/away; points: expected points; race_to: home's chance per unit. */
  home: number
  away: number
  /** race_to: units needed to win (sets, legs, maps). */
  target: number
  /** Game seconds played. */
  elapsed: number
  /** Sim seconds left of a halt (a goal, a break point); 0 when open. */
  haltLeft: number
  /** race_to: game seconds at which the current unit ends. */
  unitEndsAt: number
  /** Units drawn so far (sets of a tennis match), for the period's name. */
  units: number
  /** Optional (models saved before issue 20 lack them), for the sport's own scoreboard (scoreboard.ts): */
  /** football: added seconds of each half, from the seed and match id. */
  extra?: [number, number]
  /** race_to: game seconds at which the current unit began, and who won each finished unit (0 home, 1 away). */
  unitStartedAt?: number
  unitWinners?: number[]
  /** goals / points: the score at the end of each finished period. */
  marks?: Array<[number, number]>
}

export interface MatchRow {
  readonly id: number
  readonly gameId: number
  readonly competitionId: number
  readonly name: string
  readonly slug: string
  readonly displayType: string
  /** virtual: a virtual sports event (server/domain/virtuals), run by its own service and kept out of the sportsbook's lists. */
  readonly kind: "event" | "outright" | "virtual"
  readonly homeTeam: string | null
  readonly awayTeam: string | null
  startTime: number
  status: "upcoming" | "live" | "ended"
  homeScore: number | null
  awayScore: number | null
  clock: MatchClockState | null
  readonly featured: boolean
  seq: number
  model: MatchModel
  endedAt: number | null
}

export interface EachWayTerms {
  readonly description: string
  readonly deduction: string
  readonly placement: number
}

export interface MarketRow {
  readonly id: number
  readonly matchId: number
  readonly name: string
  readonly kind: string
  readonly group: string
  status: "open" | "halted" | "closed"
  readonly displayOrder: number
  readonly outright: boolean
  eachWay: EachWayTerms | null
  readonly bogFrom: number | null
  readonly margin: number
  seq: number
  readonly line: number | null
}

export interface ContractRow {
  readonly id: number
  readonly marketId: number
  readonly name: string
  status: string
  readonly displayOrder: number
  price: Fraction | null
  boosted: Fraction | null
  readonly maxBet: number
  readonly multiAvailable: boolean
  readonly startPriceAvailable: boolean
  readonly runner: RunnerCard | null
  strength: number | null
  /** Set when resulted: a race runner's starting price, finishing position and dead heat (null for other markets' fields). */
  result?: ContractResult | null
}

export interface ContractResult {
  readonly startPrice: Fraction | null
  readonly position: number | null
  readonly deadHeat: number | null
}

export interface RunnerCard {
  readonly number: number
  readonly draw: number | null
  readonly jockey: string | null
  readonly trainer: string | null
  readonly form: string | null
  readonly age: number | null
  readonly weight: string | null
  readonly silk_colour: string | null
}

/** Adds a row to its parent's list, kept in display order (then id), as the catalogue shows them. */
const fileInOrder = <T extends { readonly id: number; readonly displayOrder: number }>(lists: Map<number, T[]>, parentId: number, row: T): void => {
  const list = lists.get(parentId) ?? []
  list.push(row)
  list.sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
  lists.set(parentId, list)
}

export class World {
  readonly games = new Map<number, GameRow>()
  readonly competitions = new Map<number, CompetitionRow>()
  readonly matches = new Map<number, MatchRow>()
  readonly markets = new Map<number, MarketRow>()
  readonly contracts = new Map<number, ContractRow>()
  readonly marketsOfMatch = new Map<number, MarketRow[]>()
  readonly contractsOfMarket = new Map<number, ContractRow[]>()

  addGame(g: GameRow): void {
    this.games.set(g.id, g)
  }

  addCompetition(c: CompetitionRow): void {
    this.competitions.set(c.id, c)
  }

  addMatch(m: MatchRow): void {
    this.matches.set(m.id, m)
    if (!this.marketsOfMatch.has(m.id)) this.marketsOfMatch.set(m.id, [])
  }

  addMarket(m: MarketRow): void {
    this.markets.set(m.id, m)
    fileInOrder(this.marketsOfMatch, m.matchId, m)
    if (!this.contractsOfMarket.has(m.id)) this.contractsOfMarket.set(m.id, [])
  }

  addContract(c: ContractRow): void {
    this.contracts.set(c.id, c)
    fileInOrder(this.contractsOfMarket, c.marketId, c)
  }

  marketsOf(matchId: number): ReadonlyArray<MarketRow> {
    return this.marketsOfMatch.get(matchId) ?? []
  }

  contractsOf(marketId: number): ReadonlyArray<ContractRow> {
    return this.contractsOfMarket.get(marketId) ?? []
  }

  /** Forgets a long-finished match (it stays in the database). */
  dropMatch(matchId: number): void {
    for (const market of this.marketsOf(matchId)) {
      for (const contract of this.contractsOf(market.id)) this.contracts.delete(contract.id)
      this.contractsOfMarket.delete(market.id)
      this.markets.delete(market.id)
    }
    this.marketsOfMatch.delete(matchId)
    this.matches.delete(matchId)
  }
}
