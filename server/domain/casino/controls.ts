/** Operator controls of the casino kept per server (tests and demos): the first cards of the next blackjack shoe. */
import type { ServerContext } from "../../context.js"

interface Controls {
  forcedShoe: ReadonlyArray<number> | null
}

const controls = new WeakMap<ServerContext, Controls>()

export const casinoControlsOf = (ctx: ServerContext): Controls => {
  let found = controls.get(ctx)
  if (!found) controls.set(ctx, (found = { forcedShoe: null }))
  return found
}

/** Takes the forced shoe once (the next blackjack round uses it, the one after is shuffled as usual). */
export const takeForcedShoe = (ctx: ServerContext): ReadonlyArray<number> | null => {
  const c = casinoControlsOf(ctx)
  const shoe = c.forcedShoe
  c.forcedShoe = null
  return shoe
}
