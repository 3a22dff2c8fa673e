/** spec §4 "Snackbars": at most 5 (oldest dropped), duplicates replaced, 5000 ms default, null = persistent. */
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addSnackbar, isDuplicate, reduceSnackbars, type SnackbarsState } from "../../core/snackbars/reduce.js"
import type { SnackbarInput } from "../../core/snackbars/model.js"
import type { Command, Ctx } from "../../core/kernel/index.js"
import { literal, message, type Text } from "../../core/kernel/index.js"
import { initialState } from "../../core/app/state.js"

const makeCtx = (at: number, seq = { n: 0 }): Ctx => ({
  at, root: initialState, current: () => initialState, nextId: (p) => `${p}-${++seq.n}`, raise: () => undefined,
})
const input = (title: string, over: Partial<SnackbarInput> = {}): SnackbarInput => ({ type: "info", title: literal(title), ...over })

const addAll = (titles: ReadonlyArray<SnackbarInput>) => {
  const seq = { n: 0 }
  let list: SnackbarsState = []
  const commands: Command[] = []
  for (const i of titles) {
    const [next, cmds] = addSnackbar(list, i, makeCtx(1000, seq))
    list = next
    commands.push(...cmds)
  }
  return { list, commands }
}

describe("snackbars (spec §4)", () => {
  it("at most 5: the oldest is dropped", () => {
    const { list } = addAll(["a", "b", "c", "d", "e", "f"].map((t) => input(t)))
    expect(list.map((s) => (s.title as { text: string }).text)).toEqual(["b", "c", "d", "e", "f"])
  })

  it("a duplicate replaces the earlier one", () => {
    const { list } = addAll([input("a"), input("b"), input("a")])
    expect(list.map((s) => (s.title as { text: string }).text)).toEqual(["b", "a"])
    expect(list).toHaveLength(2)
  })

  it("same title of another type is not a duplicate", () => {
    expect(addAll([input("a"), input("a", { type: "error" })]).list).toHaveLength(2)
  })

  it("default timeout 5000 ms", () => {
    const { list, commands } = addAll([input("a")])
    expect(list[0]!.timeout).toBe(5000)
    expect(commands).toContainEqual({ _tag: "StartTimer", id: `snackbar:${list[0]!.id}`, fireAt: 6000 })
  })

  it("null timeout means persistent: no timer", () => {
    const { list, commands } = addAll([input("a", { timeout: null })])
    expect(list[0]!.timeout).toBeNull()
    expect(commands).toEqual([])
  })

  it("removable by id, and its timer is cancelled", () => {
    const { list } = addAll([input("a"), input("b")])
    const [next, cmds] = reduceSnackbars(list, { _tag: "SnackbarDismissed", at: 2000, id: list[0]!.id }, makeCtx(2000))
    expect(next.map((s) => s.id)).toEqual([list[1]!.id])
    expect(cmds).toEqual([{ _tag: "CancelTimer", id: `snackbar:${list[0]!.id}` }])
  })

  it("its timer removes it", () => {
    const { list } = addAll([input("a")])
    const [next] = reduceSnackbars(list, { _tag: "TimerFired", at: 6000, id: `snackbar:${list[0]!.id}` }, makeCtx(6000))
    expect(next).toEqual([])
  })

  it("an action opening a help link removes the snackbar and opens the link", () => {
    const { list } = addAll([input("a", { timeout: null, actions: [{ label: literal("More"), type: "secondary", intent: { _tag: "OpenExternal", url: "https://x.test" } }] })])
    const [next, cmds] = reduceSnackbars(list, { _tag: "SnackbarActionPressed", at: 1, id: list[0]!.id, index: 0 }, makeCtx(1))
    expect(next).toEqual([])
    expect(cmds).toEqual([{ _tag: "OpenExternal", url: "https://x.test" }])
  })

  it("(property) any sequence keeps ≤ 5, no duplicates, and exactly one live timer per timed snackbar", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), title: fc.constantFrom("a", "b", "c", "d", "e", "f", "g"), type: fc.constantFrom("info" as const, "error" as const), persistent: fc.boolean() }),
      fc.record({ kind: fc.constant("dismiss" as const), index: fc.nat(6) }),
      fc.record({ kind: fc.constant("expire" as const), index: fc.nat(6) }),
    )
    fc.assert(fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
      const seq = { n: 0 }
      let list: SnackbarsState = []
      const timers = new Set<string>()
      let at = 0
      for (const o of ops) {
        at += 10
        const ctx = makeCtx(at, seq)
        const [next, cmds] =
          o.kind === "add" ? addSnackbar(list, input(o.title, { type: o.type, timeout: o.persistent ? null : 5000 }), ctx)
          : list[o.index] === undefined ? [list, []] as const
          : o.kind === "dismiss" ? reduceSnackbars(list, { _tag: "SnackbarDismissed", at, id: list[o.index]!.id }, ctx)
          : (timers.delete(`snackbar:${list[o.index]!.id}`), reduceSnackbars(list, { _tag: "TimerFired", at, id: `snackbar:${list[o.index]!.id}` }, ctx))
        for (const c of cmds) {
          if (c._tag === "StartTimer") timers.add(c.id)
          if (c._tag === "CancelTimer") timers.delete(c.id)
        }
        list = next
        expect(list.length).toBeLessThanOrEqual(5)
        for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) expect(isDuplicate(list[i]!, list[j]!)).toBe(false)
        expect([...timers].sort()).toEqual(list.filter((s) => s.timeout !== null).map((s) => `snackbar:${s.id}`).sort())
      }
    }), { numRuns: 500 })
  })

  it.each<[string, Text, Text, boolean]>([
    ["the same literal", literal("a"), literal("a"), true],
    ["another literal", literal("a"), literal("b"), false],
    ["a literal and a message of its words", literal("a"), message("a"), false],
    ["the same message", message("m"), message("m"), true],
    ["another message", message("m"), message("n"), false],
    ["the same values, in another order", message("m", { a: 1, b: "x" }), message("m", { b: "x", a: 1 }), true],
    ["another value", message("m", { a: 1 }), message("m", { a: 2 }), false],
    ["a number and its digits", message("m", { a: 1 }), message("m", { a: "1" }), false],
    ["a value more", message("m", { a: 1 }), message("m", { a: 1, b: 2 }), false],
    ["a value fewer", message("m", { a: 1, b: 2 }), message("m", { a: 1 }), false],
    ["values and none", message("m", {}), message("m"), false],
  ])("a duplicate has the same words: %s → %s", (_, a, b, same) => {
    const of = (title: Text) => addSnackbar([], { type: "info", title }, makeCtx(0))[0][0]!
    expect(isDuplicate(of(a), of(b))).toBe(same)
    expect(isDuplicate(of(b), of(a))).toBe(same)
  })

  it("cancels the timer of what it replaces or drops, then starts the new one's", () => {
    const { list } = addAll([input("x", { timeout: null }), input("a"), input("b"), input("c"), input("d")])
    // The oldest ("x") goes without a timer to cancel; then "a", the oldest with one.
    const [once, first] = addSnackbar(list, input("e"), makeCtx(2000, { n: 10 }))
    expect(once.map((s) => (s.title as { text: string }).text)).toEqual(["a", "b", "c", "d", "e"])
    expect(first).toEqual([{ _tag: "StartTimer", id: "snackbar:snackbar-11", fireAt: 7000 }])
    const [twice, second] = addSnackbar(once, input("f"), makeCtx(2000, { n: 11 }))
    expect(twice.map((s) => (s.title as { text: string }).text)).toEqual(["b", "c", "d", "e", "f"])
    expect(second).toEqual([{ _tag: "CancelTimer", id: `snackbar:${list[1]!.id}` }, { _tag: "StartTimer", id: "snackbar:snackbar-12", fireAt: 7000 }])
    // A duplicate of "c" replaces it: four remain with it, nothing more is dropped.
    const [thrice, third] = addSnackbar(twice, input("c"), makeCtx(2000, { n: 12 }))
    expect(thrice.map((s) => (s.title as { text: string }).text)).toEqual(["b", "d", "e", "f", "c"])
    expect(third).toEqual([{ _tag: "CancelTimer", id: `snackbar:${list[3]!.id}` }, { _tag: "StartTimer", id: "snackbar:snackbar-13", fireAt: 7000 }])
  })
})
