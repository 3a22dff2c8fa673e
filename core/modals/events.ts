/** The modals' events: the person closing one or pressing a dialog's button, and rules' requests. */
import { Schema } from "effect"
import { at } from "../kernel/index.js"
import { modalRequest, type ModalRequest } from "./model.js"
import { REGISTERED_MODAL_NAMES } from "./registry.js"

/** The person closed a modal: its own close button, or Escape / a backdrop click when closable. */
export const ModalClosed = Schema.TaggedStruct("ModalClosed", { at, id: Schema.String })
/** The person pressed a button of a dialog whose actions are data (generic dialogs). */
export const ModalActionPressed = Schema.TaggedStruct("ModalActionPressed", { at, id: Schema.String, index: Schema.Int })

/**
 * The person opened a dialog from a button or link of a page (the betslip's settings, a race's best
 * odds guaranteed, the daily game…): a registered name and the plain props its view reads. A dialog
 * that needs a session opens Login for a visitor instead (spec §2.10 "need login").
 */
export const ModalOpened = Schema.TaggedStruct("ModalOpened", {
  at,
  name: Schema.Literals(REGISTERED_MODAL_NAMES),
  props: Schema.optionalKey(Schema.Record(Schema.String, Schema.Unknown)),
})

export const MODALS_EVENTS = [ModalClosed, ModalActionPressed, ModalOpened] as const

/** Internal: a rule asks for a modal, queued by its registry queue or opened directly. */
export interface ModalRequested { readonly _tag: "ModalRequested"; readonly modal: ModalRequest }
/** Internal: the modals a rule opened (ModalRequest.source) no longer apply: they close. */
export interface ModalWithdrawn { readonly _tag: "ModalWithdrawn"; readonly source: string }

/** A rule's request for `modal`, with what the rule adds to it (`also`; see `modalRequest`). */
export const modalRequested = (modal: ModalRequest, also?: Pick<ModalRequest, "source" | "path">): ModalRequested =>
  ({ _tag: "ModalRequested", modal: modalRequest(modal, also) })
export const modalWithdrawn = (source: string): ModalWithdrawn => ({ _tag: "ModalWithdrawn", source })

export type ModalsEvent = (typeof MODALS_EVENTS)[number]["Type"] | ModalRequested | ModalWithdrawn
