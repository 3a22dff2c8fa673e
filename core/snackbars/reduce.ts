/**
 * Snackbars (spec §4 "Snackbars"): at most 5, the oldest dropped; a duplicate (same type, title
 * and text) replaces the earlier one; default timeout 5000 ms; `null` keeps it until dismissed.
 *
 * Handles: SnackbarRaised (internal), SnackbarDismissed, SnackbarActionPressed, TimerFired
 * (`snackbar:<id>`). Invariant: every snackbar with a timeout has exactly one live timer.
 */
import { sameData, type Command, type Ctx, type Reducer, type Step, type Text, type TimerFired } from "../kernel/index.js"
import type { SnackbarsEvent } from "./events.js"
import { DEFAULT_SNACKBAR_TIMEOUT_MS, MAX_SNACKBARS, type Snackbar, type SnackbarInput } from "./model.js"

export type SnackbarsState = ReadonlyArray<Snackbar>
export const initialSnackbars: SnackbarsState = []

const timerId = (id: string) => `snackbar:${id}`

/**
 * The same words: a literal's text, or a message's id and values. Compared field by field, not as
 * JSON: a new snackbar is compared with every one on screen on each raise (decision 0019).
 */
const sameText = (a: Text | null | undefined, b: Text | null | undefined): boolean => {
  if (a === b) return true
  if (a == null || b == null) return a == null && b == null
  if (a._tag === "Literal") return b._tag === "Literal" && a.text === b.text
  return b._tag === "Message" && a.id === b.id && sameData(a.values, b.values)
}
export const isDuplicate = (a: Snackbar, b: Snackbar): boolean =>
  a.type === b.type && sameText(a.title, b.title) && sameText(a.text, b.text)

const cancelTimer = (gone: Snackbar, commands: Command[]): void => {
  if (gone.timeout !== null) commands.push({ _tag: "CancelTimer", id: timerId(gone.id) })
}

const remove = (list: SnackbarsState, id: string): Step<SnackbarsState> => {
  const gone = list.find((s) => s.id === id)
  if (!gone) return [list, []]
  const commands: Command[] = []
  cancelTimer(gone, commands)
  return [list.filter((s) => s.id !== id), commands]
}

/**
 * Adds a snackbar, replacing a duplicate and dropping the oldest beyond the limit. One pass over
 * the list (at most five): the commands are the duplicates' cancelled timers in list order, then
 * the dropped ones', then the new one's timer.
 */
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
  const kept: Snackbar[] = []
  for (const old of list) {
    if (isDuplicate(old, snackbar)) cancelTimer(old, commands)
    else kept.push(old)
  }
  const dropped = kept.length - (MAX_SNACKBARS - 1)
  for (let i = 0; i < dropped; i++) cancelTimer(kept[i]!, commands)
  const next = dropped > 0 ? kept.slice(dropped) : kept
  next.push(snackbar)
  if (snackbar.timeout !== null) commands.push({ _tag: "StartTimer", id: timerId(snackbar.id), fireAt: ctx.at + snackbar.timeout })
  return [next, commands]
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
