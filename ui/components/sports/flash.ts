/**
 * The price flash (issue 4): a price that moves shows green (up) or red (down) for FLASH_MS, then
 * goes back to plain.
 *
 * It is a class switched on and off, not a CSS animation. A running animation makes the browser
 * recalculate the style of every flashing price on every frame, and under a storm of moves
 * hundreds are flashing at once (bench/inplay-prices.ts: most of the page's style work, ~2 s in
 * 20 s). A class costs two style changes per move. Every flashing price shares one timer, which
 * ticks only while something flashes, and a tick re-renders just the prices whose flash ended.
 *
 * A price flashes for a move seen on this page: the first time a contract is shown it starts
 * plain, whatever moves it had before; shown again later, it flashes if it moved meanwhile.
 */
import { useSyncExternalStore } from "react"
import { noTicks, sharedTicker } from "./ticker.js"

export const FLASH_MS = 600
/** How often the shared timer looks for flashes that ended: a flash lasts FLASH_MS to FLASH_MS + TICK_MS. */
const TICK_MS = 100

/** Per contract, the move count last seen and when its flash ends (0: not flashing). */
const seen = new Map<number, { readonly changes: number; readonly until: number }>()
const flashClock = sharedTicker(TICK_MS)

/** When the flash for move number `changes` of this contract ends; a new move starts a new flash. */
const flashUntil = (contractId: number, changes: number): number => {
  const held = seen.get(contractId)
  if (held?.changes === changes) return held.until
  const until = held === undefined ? 0 : Date.now() + FLASH_MS
  if (seen.size > 5000) seen.clear()
  seen.set(contractId, { changes, until })
  return until
}

/** Whether this contract's price is flashing now, given the moves it has seen. */
export const useFlash = (contractId: number, changes: number): boolean => {
  const until = flashUntil(contractId, changes)
  const flashing = () => flashClock.now() < until
  return useSyncExternalStore(until > flashClock.now() ? flashClock.subscribe : noTicks, flashing, flashing)
}
