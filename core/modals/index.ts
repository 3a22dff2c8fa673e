/**
 * Modals (spec §2.10, §4): the two priority queues and the dialogs opened directly. Rules ask for
 * one with `modalRequested(...)` and take theirs back with `modalWithdrawn(source)`. See reduce.ts.
 */
import { defineArea, tagsOf } from "../kernel/index.js"
import { MODALS_EVENTS } from "./events.js"
import { initialModals, reduceModals } from "./reduce.js"

export const modals = defineArea({
  key: "modals", initial: initialModals, reduce: reduceModals, events: MODALS_EVENTS,
  handles: [
    ...tagsOf(MODALS_EVENTS), "LocationChanged", "UserChanged", "SessionEnded", "StartupSettled",
    "ModalRequested", "ModalWithdrawn",
  ],
})

export * from "./events.js"
export * from "./model.js"
export * from "./registry.js"
export { activeEntry, afterRouteChange, CASINO_GAME_PLAYER, isCasinoGamePage, isEligible, type EligibilityContext } from "./rules.js"
export { selectActiveModals, type ActiveModal, type ModalsRoot } from "./selectors.js"
export { initialModals, openModal, type ModalsState } from "./reduce.js"
