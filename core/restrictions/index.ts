/**
 * Restrictions (spec §4 "Restrictions", "Modal triggers from user fields"): a rule turning each
 * change of the session's user into the modals the restrictions call for. Holds no state.
 */
import { defineRule } from "../kernel/index.js"
import { reduceRestrictions } from "./reduce.js"

export const restrictions = defineRule({
  key: "restrictions", reduce: reduceRestrictions,
  handles: ["UserChanged", "CashierOpened", "CashierTabChosen"],
})

export { RESTRICTION_SOURCE } from "./reduce.js"
export * from "./rules.js"
