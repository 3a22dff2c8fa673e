/**
 * Operator controls of the casino (issue 16), for tests and demos:
 *   POST /api/ops/casino/blackjack/next-shoe { cards: [0..51, …] }  the next blackjack round (any
 *        player) is dealt from these cards first (player, dealer, player, dealer, then draws).
 *        Such a round is not provably fair: its shoe did not come from the seeds.
 */
import { Schema } from "effect"
import { Hono } from "hono"
import type { ServerContext } from "../context.js"
import { casinoControlsOf } from "../domain/casino/controls.js"
import { readBody } from "../http/body.js"
import type { AppEnv } from "../http/env.js"

const NextShoe = Schema.Struct({ cards: Schema.Array(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 51 }))).check(Schema.isMinLength(4), Schema.isMaxLength(40)) })

export const casinoOps = (ctx: ServerContext): Hono<AppEnv> => {
  const routes = new Hono<AppEnv>()
  routes.post("/casino/blackjack/next-shoe", async (c) => {
    const { cards } = await readBody(c, NextShoe)
    casinoControlsOf(ctx).forcedShoe = cards
    ctx.log(`[ops] casino: next blackjack shoe starts ${cards.join(",")}`)
    return c.json({ ok: true })
  })
  return routes
}
