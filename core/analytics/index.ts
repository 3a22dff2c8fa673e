/** Analytics tracking (spec §3 "Analytics tracking event", §7): batched and posted. See tracking.ts. */
import { defineArea } from "../kernel/index.js"
import { initialTracking, reduceTracking, sendTracking, TrackingEventRecorded } from "./tracking.js"

export const tracking = defineArea({
  key: "tracking", initial: initialTracking, reduce: reduceTracking, events: [TrackingEventRecorded],
  handles: ["TrackingEventRecorded", "LocationChanged", "TimerFired"],
  endpoints: { sendTracking },
})

export * from "./tracking.js"
