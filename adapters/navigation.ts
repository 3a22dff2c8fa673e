/**
 * Navigation: runs core's `Navigate {to, replace}` on the History API and reports every location
 * change, whoever caused it (core, a wouter `<Link>`, the back button), as `LocationChanged`.
 *
 * wouter learns of `pushState`/`replaceState` through events of those names: once loaded it patches
 * `history` to dispatch them itself (marking `window[Symbol.for("wouter_v3")]`). When it has not
 * patched yet we dispatch the same events ourselves, as wouter's patch would, so the views follow.
 * Reports are de-duplicated against the last location reported, so the event we dispatch and the
 * explicit report after navigating never produce two `LocationChanged`.
 */
import type { EventInput, Location } from "../core/app/events.js"
import type { BrowserWindow } from "./browser.js"

export const LOCATION_EVENTS = ["popstate", "pushState", "replaceState", "hashchange"] as const

const WOUTER_PATCH = Symbol.for("wouter_v3")

export interface Navigation {
  /** Where the window is now. */
  current(): Location
  navigate(to: string, replace: boolean): void
  /** Starts reporting location changes; returns the function that stops it. */
  listen(): () => void
}

export const createNavigation = (win: BrowserWindow, dispatch: (event: EventInput) => void): Navigation => {
  const current = (): Location => ({ path: win.location.pathname, search: win.location.search })
  let last = current()

  const report = (): void => {
    const now = current()
    if (now.path === last.path && now.search === last.search) return
    last = now
    dispatch({ _tag: "LocationChanged", location: now })
  }

  return {
    current,
    navigate(to, replace) {
      const type = replace ? "replaceState" : "pushState"
      win.history[type](null, "", to)
      if (!(WOUTER_PATCH in win)) win.dispatchEvent(new Event(type))
      report()
    },
    listen() {
      last = current()
      const listener = () => report()
      for (const type of LOCATION_EVENTS) win.addEventListener(type, listener)
      return () => {
        for (const type of LOCATION_EVENTS) win.removeEventListener(type, listener)
      }
    },
  }
}
