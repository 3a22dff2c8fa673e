/** Interface settings kept on the device (spec §3, §9): the drawer's expanded state. */
import { describe, expect, it } from "vitest"
import { selectDrawerExpanded } from "../../core/app/selectors.js"
import { appStarted, harness } from "./harness.js"

describe("drawerExpanded (spec §9: default true)", () => {
  it("starts expanded when nothing is stored (and for logs recorded before the field existed)", () => {
    const h = harness()
    h.send(appStarted())
    expect(selectDrawerExpanded(h.store.getState())).toBe(true)
  })

  it("starts as stored", () => {
    const h = harness()
    h.send(appStarted({ storedDrawerExpanded: false }))
    expect(selectDrawerExpanded(h.store.getState())).toBe(false)
  })

  it("DrawerToggled flips it and persists the new value under drawerExpanded", () => {
    const h = harness()
    h.send(appStarted())
    expect(h.send({ _tag: "DrawerToggled" })).toEqual([{ _tag: "Persist", key: "drawerExpanded", value: "false" }])
    expect(selectDrawerExpanded(h.store.getState())).toBe(false)
    expect(h.send({ _tag: "DrawerToggled" })).toEqual([{ _tag: "Persist", key: "drawerExpanded", value: "true" }])
    expect(selectDrawerExpanded(h.store.getState())).toBe(true)
  })
})
