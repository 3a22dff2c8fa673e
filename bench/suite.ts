/** The benches `npm run bench` runs, in order. Each returns its figures. */
import { replayThroughput } from "./core-replay.js"
import { inplayPrices } from "./inplay-prices.js"
import { placementThroughput } from "./placement.js"
import { betslipCore } from "./betslip-core.js"
import { settlementThroughput } from "./settlement.js"
import { depositsThroughput } from "./deposits.js"
import { casinoRtp } from "./casino.js"
import { firstVisit } from "./first-visit.js"

export interface Figure {
  readonly bench: string
  readonly value: number
  readonly unit: string
  readonly [context: string]: unknown
}

export interface Bench {
  readonly name: string
  run(): Promise<ReadonlyArray<Figure>>
}

export const benches: ReadonlyArray<Bench> = [replayThroughput, inplayPrices, placementThroughput, betslipCore, settlementThroughput, casinoRtp, depositsThroughput, firstVisit]
