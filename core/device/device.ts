/**
 * Device class (spec §9 "Mobile breakpoint": width up to 1023 px is mobile, wider is desktop).
 *
 * Handles ViewportMeasured (the adapter measures at start and whenever the breakpoint media query
 * flips). State: the device class, null before the first measurement.
 */
import { Schema } from "effect"
import { at, type Reducer } from "../kernel/index.js"

/** The viewport's width, measured at start and when the 1023 px breakpoint flips (spec §9). */
export const ViewportMeasured = Schema.TaggedStruct("ViewportMeasured", { at, width: Schema.Finite })

export const MOBILE_BREAKPOINT_PX = 1023
/** The media query of the breakpoint, for adapters and CSS alike. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`

export type Device = "mobile" | "desktop"

export interface DeviceState {
  readonly device: Device | null
  readonly width: number | null
}

export const initialDevice: DeviceState = { device: null, width: null }

/** spec §9: up to 1023 px is mobile, wider is desktop. */
export const deviceOfWidth = (width: number): Device => (width <= MOBILE_BREAKPOINT_PX ? "mobile" : "desktop")

export const reduceDevice: Reducer<DeviceState, typeof ViewportMeasured.Type> = (s, event) => {
  if (event._tag !== "ViewportMeasured") return [s, []]
  const device = deviceOfWidth(event.width)
  return s.device === device && s.width === event.width ? [s, []] : [{ device, width: event.width }, []]
}

/** The device class, or null before the viewport was measured. */
export const selectDevice = (s: { readonly device: DeviceState }): Device | null => s.device.device
