/** The live casino tables (issue 16 part 2): started with the server, one of each per process. */
import type { ServerContext } from "../../../context.js"
import { LiveBlackjackDealer, registerLiveBlackjack } from "./blackjack-table.js"
import { DEFAULT_TIMINGS, LiveRouletteTable, registerLiveRoulette, type LiveTimings } from "./roulette-table.js"
import { tableKeyFromEnv } from "./table-schedule.js"

export { DEFAULT_TIMINGS, type LiveTimings } from "./roulette-table.js"

export const startLiveCasino = async (ctx: ServerContext, timings: LiveTimings = DEFAULT_TIMINGS): Promise<() => void> => {
  const key = tableKeyFromEnv(process.env)
  const roulette = new LiveRouletteTable(ctx, key, timings)
  const blackjack = new LiveBlackjackDealer(ctx, key, timings)
  registerLiveRoulette(ctx, roulette)
  registerLiveBlackjack(ctx, blackjack)
  await roulette.start()
  await blackjack.start()
  return () => {
    roulette.stop()
    blackjack.stop()
  }
}
