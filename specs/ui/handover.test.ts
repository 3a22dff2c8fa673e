/**
 * The hand-over from a prerendered #root to the app (ui/app/handover.ts): the app renders into a
 * detached stand-in that replaces #root once, at the first hand-over (or the deadline); without a
 * usable prerender it renders into #root as before. A stand-in DOM is enough here: e2e runs it in
 * Chromium on every visit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { HANDOVER_DEADLINE_MS, handOver, renderTarget } from "../../ui/app/handover.js"

interface FakeElement {
  id: string
  replacedBy: FakeElement | null
  readonly ownerDocument: FakeDocument
  querySelector(selector: string): object | null
  replaceWith(other: FakeElement): void
}
interface FakeDocument {
  readonly documentElement: { readonly dataset: Record<string, string> }
  createElement(tag: string): FakeElement
}

const fakeRoot = (prerendered: boolean, mark?: string): FakeElement => {
  const doc: FakeDocument = {
    documentElement: { dataset: mark ? { prerender: mark } : {} },
    createElement: () => element(false),
  }
  const element = (withPrerender: boolean): FakeElement => ({
    id: "",
    replacedBy: null,
    ownerDocument: doc,
    querySelector: (selector) => (withPrerender && selector === ":scope > [data-prerendered]" ? {} : null),
    replaceWith(other) {
      if (this.replacedBy) throw new Error("replaced twice")
      this.replacedBy = other
    },
  })
  const root = element(prerendered)
  root.id = "root"
  return root
}

const target = (root: FakeElement) => renderTarget(root as unknown as HTMLElement) as unknown as FakeElement

describe("renderTarget and handOver", () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    handOver()
    vi.useRealTimers()
  })

  it("renders into #root itself when it holds no prerender", () => {
    const root = fakeRoot(false)
    expect(target(root)).toBe(root)
    handOver()
    expect(root.replacedBy).toBeNull()
  })

  it("renders into #root itself when the head script turned the prerender off", () => {
    const root = fakeRoot(true, "off")
    expect(target(root)).toBe(root)
  })

  it("renders a prerendered page into a detached #root that takes its place at the first hand-over only", () => {
    const root = fakeRoot(true)
    const fresh = target(root)
    expect(fresh).not.toBe(root)
    expect(fresh.id).toBe("root")
    expect(root.replacedBy).toBeNull()
    handOver()
    expect(root.replacedBy).toBe(fresh)
    expect(() => handOver()).not.toThrow()
  })

  it("hands over by itself at the deadline, whatever the app shows then", () => {
    const root = fakeRoot(true)
    const fresh = target(root)
    vi.advanceTimersByTime(HANDOVER_DEADLINE_MS - 1)
    expect(root.replacedBy).toBeNull()
    vi.advanceTimersByTime(1)
    expect(root.replacedBy).toBe(fresh)
  })
})
