/** What the modal host reads (DESIGN.md §4): the modals to render, with the registry's say on each. */
import type { AppState } from "../app/state.js"
import type { ModalEntry, ModalProps } from "./model.js"
import { modalInfo, type ModalName, type ModalSize } from "./registry.js"
import { activeEntry } from "./rules.js"
import type { ModalsState } from "./reduce.js"

export interface ActiveModal {
  /** Send it back in ModalClosed / ModalActionPressed. */
  readonly id: string
  readonly name: ModalName
  readonly size: ModalSize
  /** Escape and a backdrop click close it (the host sends ModalClosed). */
  readonly closable: boolean
  readonly props: ModalProps
  /** Where it came from: the head of a queue, or opened directly. */
  readonly layer: "low" | "high" | "other"
}

const toActive = (e: ModalEntry, layer: ActiveModal["layer"]): ActiveModal =>
  ({ id: e.id, name: e.name, size: modalInfo(e.name).size, closable: e.closable, props: e.props, layer })

let memo: { modals: ModalsState; path: string; receiptShown: boolean; value: ReadonlyArray<ActiveModal> } | null = null

/**
 * The modals to render, bottom to top: the active low-priority modal, the active high-priority
 * modal, then the dialogs opened directly in the order opened. The last one is on top and holds the
 * focus. Stable identity until one of them changes.
 */
export const selectActiveModals = (s: AppState): ReadonlyArray<ActiveModal> => {
  const path = s.site.location.path
  const receiptShown = s.betslip.receiptShown
  if (memo && memo.modals === s.modals && memo.path === path && memo.receiptShown === receiptShown) return memo.value
  const ctx = { path, receiptShown }
  const low = activeEntry(s.modals.low, ctx)
  const high = activeEntry(s.modals.high, ctx)
  const value = [
    ...(low ? [toActive(low, "low")] : []),
    ...(high ? [toActive(high, "high")] : []),
    ...s.modals.other.map((e) => toActive(e, "other")),
  ]
  const same = memo !== null && memo.value.length === value.length && memo.value.every((m, i) => {
    const n = value[i]!
    return m.id === n.id && m.props === n.props && m.closable === n.closable && m.layer === n.layer
  })
  memo = { modals: s.modals, path, receiptShown, value: same ? memo!.value : value }
  return memo.value
}
