/**
 * Chunk-load errors (spec §4 "Chunk load errors", §8 "Dynamic module load errors", §9 "Chunk-error
 * reload": after 3 s, min interval 60 s).
 *
 * Handles:
 * - AppStarted: the last forced reload time kept in storage (`lastForcedReload`).
 * - ChunkLoadFailed (a page's code could not be downloaded): an error snackbar 'Error' with 'Sorry,
 *   something went wrong, Please try again or contact customer support'; then, when the last forced
 *   reload was 60 s or more ago (or never), a reload 3 s later (timer `chunk-reload`).
 * - TimerFired `chunk-reload`: the reload time is stored (Persist lastForcedReload) and the page
 *   reloads.
 * Invariant: two forced reloads are never less than 60 s apart; at most one is scheduled at once.
 */
import { Schema } from "effect"
import { at, message, type AppStarted, type Command, type Reducer, type TimerFired } from "../kernel/index.js"
import { snackbarRaised } from "../snackbars/index.js"

/** A page's code could not be downloaded (spec §4 "Chunk load errors"). */
export const ChunkLoadFailed = Schema.TaggedStruct("ChunkLoadFailed", { at, chunk: Schema.String })
type Handled = AppStarted | TimerFired | (typeof ChunkLoadFailed.Type)

export const CHUNK_RELOAD_DELAY_MS = 3_000
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000
export const CHUNK_RELOAD_TIMER = "chunk-reload"

export interface ChunksState {
  /** When the app last forced a reload (epoch ms), from storage; null when never. */
  readonly lastForcedReload: number | null
  /** A reload is scheduled (the `chunk-reload` timer runs). */
  readonly reloadScheduled: boolean
}

export const initialChunks: ChunksState = { lastForcedReload: null, reloadScheduled: false }

/** spec §8: reload only if the last forced reload was 60 s or more ago. */
export const mayForceReload = (lastForcedReload: number | null, now: number): boolean =>
  lastForcedReload === null || now - lastForcedReload >= CHUNK_RELOAD_MIN_INTERVAL_MS

export const reduceChunks: Reducer<ChunksState, Handled> = (s, event, ctx) => {
  switch (event._tag) {
    case "AppStarted":
      return [{ lastForcedReload: event.storedLastForcedReload ?? null, reloadScheduled: false }, []]
    case "ChunkLoadFailed": {
      ctx.raise(snackbarRaised({ type: "error", title: message("error.title"), text: message("error.chunk.text") }))
      if (s.reloadScheduled || !mayForceReload(s.lastForcedReload, ctx.at)) return [s, []]
      return [{ ...s, reloadScheduled: true }, [{ _tag: "StartTimer", id: CHUNK_RELOAD_TIMER, fireAt: ctx.at + CHUNK_RELOAD_DELAY_MS }]]
    }
    case "TimerFired": {
      if (event.id !== CHUNK_RELOAD_TIMER || !s.reloadScheduled) return [s, []]
      const commands: Command[] = [{ _tag: "Persist", key: "lastForcedReload", value: String(ctx.at) }, { _tag: "Reload" }]
      return [{ lastForcedReload: ctx.at, reloadScheduled: false }, commands]
    }
    default:
      return [s, []]
  }
}
