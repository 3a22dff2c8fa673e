/**
 * Virtual sports (issue 17): the lobby and kind pages kept live by the `virtuals` channel, the
 * running events' timelines, the virtual events' markets in the catalogue (so the betslip takes
 * them), and the virtuals reality check of spec §4 with the session's net position.
 */
import { defineArea, push, tagsOf } from "../kernel/index.js"
import { VirtualEventPush, VirtualFramesPush } from "../model/virtuals.js"
import { VIRTUALS_ENDPOINTS } from "./endpoints.js"
import { VIRTUALS_EVENTS } from "./events.js"
import { FIRST_VIRTUALS_BET_KEY, VIRTUALS_SESSION_END_KEY } from "./reality-check.js"
import { initialVirtuals, reduceVirtuals } from "./reduce.js"

export const virtuals = defineArea({
  key: "virtuals", initial: initialVirtuals, reduce: reduceVirtuals, events: VIRTUALS_EVENTS,
  endpoints: VIRTUALS_ENDPOINTS, storageKeys: [FIRST_VIRTUALS_BET_KEY, VIRTUALS_SESSION_END_KEY],
  handles: [
    ...tagsOf(VIRTUALS_EVENTS), "TimerFired", "RequestFailed", "SocketConnected", "UserChanged", "SessionEnded",
    "BetPushed", "BetsPlaced",
  ],
  pushes: {
    virtual_event: push(VirtualEventPush, (event) => ({ _tag: "VirtualEventPushed", event })),
    virtual_frames: push(VirtualFramesPush, (timeline) => ({ _tag: "VirtualFramesPushed", timeline })),
  },
})

export { virtualsCatalogue } from "./catalogue-follower.js"
export * from "./endpoints.js"
export * from "./events.js"
export {
  DEFAULT_REALITY_CHECK_SECONDS, FIRST_VIRTUALS_BET_KEY, REALITY_CHECK_SOURCE, REALITY_CHECK_TIMER, VIRTUALS_INACTIVITY_MS, VIRTUALS_INACTIVITY_TIMER,
  VIRTUALS_SESSION_END_KEY, netPositionOf, type RealityCheckState,
} from "./reality-check.js"
export { initialVirtuals, RESULTS_KEPT, type VirtualsState } from "./reduce.js"
export * from "./selectors.js"
