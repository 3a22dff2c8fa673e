/** What the modal host reads (DESIGN.md §4): the modals to render, with the registry's say on each. */
import { memoLast } from "../kernel/index.js"
import type { SiteRoot } from "../site/index.js"
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

/** What the modal host reads besides the modals: the page, and whether a bet receipt shows. */
export type ModalsRoot = SiteRoot & { readonly modals: ModalsState; readonly betslip: { readonly receiptShown: boolean } }

const sameModals = (a: ReadonlyArray<ActiveModal>, b: ReadonlyArray<ActiveModal>): boolean =>
  a.length === b.length && a.every((m, i) => {
    const n = b[i]!
    return m.id === n.id && m.props === n.props && m.closable === n.closable && m.layer === n.layer
  })

/**
 * The modals to render, bottom to top: the active low-priority modal, the active high-priority
 * modal, then the dialogs opened directly in the order opened. The last one is on top and holds the
 * focus. Stable identity until one of them changes.
 */
const activeModals: (s: ModalsRoot) => ReadonlyArray<ActiveModal> = memoLast(
  (s: ModalsRoot) => [s.modals, s.site.location.path, s.betslip.receiptShown],
  (s: ModalsRoot) => {
    const ctx = { path: s.site.location.path, receiptShown: s.betslip.receiptShown }
    const low = activeEntry(s.modals.low, ctx)
    const high = activeEntry(s.modals.high, ctx)
    return [
      ...(low ? [toActive(low, "low")] : []),
      ...(high ? [toActive(high, "high")] : []),
      ...s.modals.other.map((e) => toActive(e, "other")),
    ]
  },
  sameModals,
)

export const selectActiveModals = <S extends ModalsRoot>(s: S): ReadonlyArray<ActiveModal> => activeModals(s)
