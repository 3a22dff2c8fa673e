/**
 * The error catalogue (spec §8) as a rule: each failed call and each rejected socket frame becomes
 * the reactions the spec names, raised for the areas that own them. Holds no state.
 */
import { defineRule } from "../kernel/index.js"
import { reduceErrors } from "./reduce.js"

export const errors = defineRule({
  key: "errors", reduce: reduceErrors,
  handles: ["RequestFailed", "SocketFrameRejected"],
})

export * from "./catalogue.js"
