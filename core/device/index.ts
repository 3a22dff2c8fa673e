/** Device class (spec §9 "Mobile breakpoint"). See device.ts. */
import { defineArea } from "../kernel/index.js"
import { initialDevice, reduceDevice, ViewportMeasured } from "./device.js"

export const device = defineArea({
  key: "device", initial: initialDevice, reduce: reduceDevice, events: [ViewportMeasured],
  handles: ["ViewportMeasured"],
})

export * from "./device.js"
