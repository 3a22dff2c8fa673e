/** The data of the modal area: what a rule asks to open, and what the queues hold. */
import { message, type Text } from "../kernel/index.js"
import type { ModalName } from "./registry.js"

/** A modal's properties: plain JSON the modal's view reads (a restriction, a limit, a tab…). */
export type ModalProps = Readonly<Record<string, unknown>>

/** What a rule asks for (internal event `ModalRequested`). */
export interface ModalRequest {
  readonly name: ModalName
  readonly props?: ModalProps
  /** Overrides the registry's closability for this one (null: the registry's). */
  readonly closable?: boolean | null
  /** Open it on its own, outside the queues (deep links open the named modal directly). */
  readonly direct?: boolean
  /** The server notification it shows: acknowledged when the person closes it. */
  readonly ackId?: string | null
  /** The `modal` query value that opened it: closing removes that query from the URL. */
  readonly deepLink?: string | null
  /** The rule that derived it ("restriction", "inactivity"…): `ModalWithdrawn` removes by source. */
  readonly source?: string | null
  /** A rule that opens it at most once per session (spec §4 questionnaire "unless already triggered"). */
  readonly once?: string | null
  /**
   * The page it is meant for, when not the current one: a modal derived from a login belongs to
   * the page the login sends the person to, so arriving there does not count as leaving it.
   */
  readonly path?: string | null
}

/** Props of a request that names none: one shared empty record (state is never changed in place). */
const NO_PROPS: ModalProps = Object.freeze({})

/**
 * `req` rebuilt with every field present (an absent one null), in one order, with `also` set on
 * top: what the rule knows beside the modal itself (the rule, the page it is for). A dozen rules
 * ask for modals, each with its own optional fields; the queue reads requests of one shape much
 * faster than requests of a dozen (decision 0019), so every request passes through here.
 */
export const modalRequest = (req: ModalRequest, also?: Pick<ModalRequest, "source" | "path">): ModalRequest => ({
  name: req.name,
  props: req.props ?? NO_PROPS,
  closable: req.closable ?? null,
  direct: req.direct ?? false,
  ackId: req.ackId ?? null,
  deepLink: req.deepLink ?? null,
  source: also?.source ?? req.source ?? null,
  once: req.once ?? null,
  path: also?.path ?? req.path ?? null,
})

/** An open modal, in a queue or on its own. */
export interface ModalEntry {
  readonly id: string
  readonly name: ModalName
  readonly props: ModalProps
  readonly closable: boolean
  readonly ackId: string | null
  readonly deepLink: string | null
  readonly source: string | null
  /** The page it was opened for (see ModalRequest.path). */
  readonly path: string
}

// ── generic dialogs (spec §2.10 "Feedback", §3 "Generic dialog") ────────────────────────────────
/** What a dialog button does, as data. */
export type DialogIntent =
  | { readonly _tag: "Dismiss" }
  | { readonly _tag: "OpenExternal"; readonly url: string }
  | { readonly _tag: "Navigate"; readonly to: string }

export interface DialogAction {
  readonly label: Text
  readonly variant: "primary" | "secondary"
  readonly intent: DialogIntent
}

/** spec §3 "Generic dialog": type success, info, otherwise error. */
export type DialogType = "success" | "info" | "error"

export interface DialogProps {
  readonly type: DialogType
  readonly title: Text
  readonly text: Text | null
  readonly actions: ReadonlyArray<DialogAction>
}

/** A generic dialog, opened directly; with no actions given it has one 'Okay' that dismisses it. */
export const dialogRequest = (input: {
  readonly type: string
  readonly title: Text
  readonly text?: Text | null
  readonly actions?: ReadonlyArray<DialogAction>
}): ModalRequest => {
  const props: DialogProps = {
    type: input.type === "success" || input.type === "info" ? input.type : "error",
    title: input.title,
    text: input.text ?? null,
    actions: input.actions && input.actions.length > 0 ? input.actions : [{ label: message("action.okay"), variant: "primary", intent: { _tag: "Dismiss" } }],
  }
  return { name: "Dialog", props: props as unknown as ModalProps, direct: true }
}
