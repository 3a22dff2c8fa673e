/**
 * Snackbars (spec §4 "Snackbars"): at most 5, the oldest dropped; a duplicate (same type, title
 * and text) replaces the earlier one; default timeout 5000 ms; `null` keeps it until dismissed.
 *
 * Handles: SnackbarRaised (internal), SnackbarDismissed, SnackbarActionPressed, TimerFired
 * (`snackbar:<id>`). Invariant: every snackbar with a timeout has exactly one live timer.
 */
import type { Command, Ctx, Reducer, Step, Text, TimerFired } from "../kernel/index.js"
import type { SnackbarsEvent } from "./events.js"
import { DEFAULT_SNACKBAR_TIMEOUT_MS, MAX_SNACKBARS, type Snackbar, type SnackbarInput } from "./model.js"

export type SnackbarsState = ReadonlyArray<Snackbar>
export const initialSnackbars: SnackbarsState = []

const timerId = (id: string) => `snackbar:${id}`
/**
 * The same words as JSON sees them (a missing text is `null`). Texts of different kinds or ids
 * serialise differently, so those answer without serialising: a new snackbar is compared with every
 * one on screen, and most differ (decision 0019).
 */
const sameText = (a: Text | null | undefined, b: Text | null | undefined): boolean => {
  if (a === b) return true
  if (a == null || b == null) return a == null && b == null
  if (a._tag !== b._tag) return false
  if (a._tag === "Literal" ? a.text !== (b as typeof a).text : a.id !== (b as typeof a).id) return false
  return JSON.stringify(a) === JSON.stringify(b)
}
export const isDuplicate = (a: Snackbar, b: Snackbar): boolean =>
  a.type === b.type && sameText(a.title, b.title) && sameText(a.text, b.text)

const remove = (list: SnackbarsState, id: string): Step<SnackbarsState> => {
  const gone = list.find((s) => s.id === id)
  if (!gone) return [list, []]
  return [list.filter((s) => s.id !== id), gone.timeout === null ? [] : [{ _tag: "CancelTimer", id: timerId(id) }]]
}

/** Adds a snackbar, replacing a duplicate and dropping the oldest beyond the limit. */
export const addSnackbar = (list: SnackbarsState, input: SnackbarInput, ctx: Pick<Ctx, "at" | "nextId">): Step<SnackbarsState> => {
  const snackbar: Snackbar = {
    id: ctx.nextId("snackbar"),
    type: input.type,
    title: input.title,
    text: input.text ?? null,
    timeout: input.timeout === undefined ? DEFAULT_SNACKBAR_TIMEOUT_MS : input.timeout,
    closable: input.closable ?? true,
    actions: input.actions ?? [],
  }
  const commands: Command[] = []
  let next = list
  for (const old of list.filter((s) => isDuplicate(s, snackbar))) {
    const [after, cmds] = remove(next, old.id)
    next = after
    commands.push(...cmds)
  }
  while (next.length >= MAX_SNACKBARS) {
    const [after, cmds] = remove(next, next[0]!.id)
    next = after
    commands.push(...cmds)
  }
  if (snackbar.timeout !== null) commands.push({ _tag: "StartTimer", id: timerId(snackbar.id), fireAt: ctx.at + snackbar.timeout })
  return [[...next, snackbar], commands]
}

export const reduceSnackbars: Reducer<SnackbarsState, SnackbarsEvent | TimerFired> = (list, event, ctx) => {
  switch (event._tag) {
    case "SnackbarRaised":
      return addSnackbar(list, event.snackbar, ctx)
    case "SnackbarDismissed":
      return remove(list, event.id)
    case "SnackbarActionPressed": {
      const snackbar = list.find((s) => s.id === event.id)
      const action = snackbar?.actions[event.index]
      if (!snackbar || !action) return [list, []]
      const [after, cmds] = remove(list, snackbar.id)
      return [after, action.intent._tag === "OpenExternal" ? [...cmds, { _tag: "OpenExternal", url: action.intent.url }] : cmds]
    }
    case "TimerFired":
      return event.id.startsWith("snackbar:") ? remove(list, event.id.slice("snackbar:".length)) : [list, []]
    default:
      return [list, []]
  }
}
