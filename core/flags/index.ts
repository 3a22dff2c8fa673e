/** Feature flags (spec §4 "Feature flags"): the area. See flags.ts. */
import { defineArea } from "../kernel/index.js"
import { initialFlags, reduceFlags } from "./flags.js"

export const flags = defineArea({ key: "flags", initial: initialFlags, reduce: reduceFlags, handles: ["AppStarted"] })

export * from "./flags.js"
export * from "./selectors.js"
