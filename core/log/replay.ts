/**
 * `replay(file)`: runs a recorded log through `update` and returns the final state and every
 * command, in order. Pure; `npm run replay -- <log.json>` prints its result.
 */
import { Schema } from "effect"
import * as Result from "effect/Result"
import type { Command } from "../app/commands.js"
import { AppEvent } from "../app/events.js"
import { initialState, type AppState } from "../app/state.js"
import { update } from "../app/update.js"
import { LOG_FORMAT, type EventLogFile } from "./log.js"

export interface ReplayResult {
  readonly state: AppState
  readonly commands: ReadonlyArray<Command>
}

const decodeEvent = Schema.decodeUnknownResult(AppEvent)

export class LogFormatError extends Error {}

/** Checks the envelope and decodes every event; throws LogFormatError naming the first bad one. */
export const readLogFile = (json: unknown): { snapshot: AppState | null; events: AppEvent[] } => {
  if (typeof json !== "object" || json === null) throw new LogFormatError("an event log is a JSON object")
  const file = json as Partial<EventLogFile>
  if (file.format !== LOG_FORMAT) throw new LogFormatError(`not an event log: format is ${JSON.stringify(file.format)}`)
  if (!Array.isArray(file.events)) throw new LogFormatError("the log has no events array")
  const events = file.events.map((raw, i) => {
    const decoded = decodeEvent(raw)
    if (Result.isFailure(decoded)) throw new LogFormatError(`event ${i} is not an AppEvent: ${String(decoded.failure)}`)
    return decoded.success
  })
  // A snapshot taken before an area existed lacks its slice: the area starts from its initial state.
  const snapshot = file.snapshot as Partial<AppState> | null | undefined
  return { snapshot: snapshot ? ({ ...initialState, ...snapshot } as AppState) : null, events }
}

export const replayEvents = (start: AppState, events: ReadonlyArray<AppEvent>): ReplayResult => {
  let state = start
  const commands: Command[] = []
  for (const event of events) {
    const [next, cmds] = update(state, event)
    state = next
    for (let i = 0; i < cmds.length; i++) commands.push(cmds[i]!)
  }
  return { state, commands }
}

export const replay = (json: unknown): ReplayResult => {
  const { snapshot, events } = readLogFile(json)
  return replayEvents(snapshot ?? initialState, events)
}
