/**
 * The viewport's side of the 1023 px breakpoint (spec §9; core/device classifies): measured at
 * start and each time the breakpoint's media query flips, as `ViewportMeasured {width}`. Resizes
 * that stay on one side of the breakpoint send nothing, so the event log stays quiet.
 */
import type { EventInput } from "../../core/app/events.js"
import { MOBILE_MEDIA_QUERY } from "../../core/device/device.js"

interface MediaQueryListLike {
  addEventListener(type: "change", listener: () => void): void
  removeEventListener(type: "change", listener: () => void): void
}

export interface ViewportWindow {
  readonly innerWidth: number
  matchMedia?(query: string): MediaQueryListLike
}

/** Reports the width now and on every breakpoint flip; returns the function that stops listening. */
export const watchViewport = (win: ViewportWindow, dispatch: (event: EventInput) => void): (() => void) => {
  const measure = () => dispatch({ _tag: "ViewportMeasured", width: win.innerWidth })
  measure()
  const list = win.matchMedia?.(MOBILE_MEDIA_QUERY)
  if (!list) return () => {}
  list.addEventListener("change", measure)
  return () => list.removeEventListener("change", measure)
}
