import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { lintTree } from "../../scripts/lint/rules.js"

const treeWith = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), "lint-"))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const rulesOf = (files: Record<string, string>) => lintTree(treeWith(files)).map((f) => `${f.rule}: ${f.message}`)

describe("the core purity lint rejects", () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ["an import of react", `import { useState } from "react"`],
    ["an import of wouter", `import { Link } from "wouter"`],
    ["an import of phoenix", `import { Socket } from "phoenix"`],
    ["an import of adapters code", `import { startRuntime } from "../../adapters/runtime.js"`],
    ["an import of ui code", `import { App } from "../../ui/app/App.js"`],
    ["an import of server code", `import { startServer } from "../../server/main.js"`],
    ["Date.now()", `export const t = () => Date.now()`],
    ["new Date()", `export const t = () => new Date()`],
    ["Math.random", `export const r = () => Math.random()`],
    ["fetch", `export const f = () => fetch("/x")`],
    ["setTimeout", `export const f = () => setTimeout(() => 1, 10)`],
    ["setInterval", `export const f = () => setInterval(() => 1, 10)`],
    ["localStorage", `export const f = () => localStorage.getItem("x")`],
    ["sessionStorage", `export const f = () => sessionStorage.getItem("x")`],
    ["window", `export const f = () => window.location.href`],
    ["document", `export const f = () => document.title`],
  ]
  for (const [name, code] of cases) {
    it(name, () => {
      expect(rulesOf({ "core/area/bad.ts": code }).some((r) => r.startsWith("core-purity"))).toBe(true)
    })
  }
})

describe("the lint accepts", () => {
  it("pure core code, property names that look like globals, and shadowed names", () => {
    const code = [
      `import { Schema } from "effect"`,
      `export const s = Schema.String`,
      `export const o = { document: 1, window: 2 }`,
      `export const f = (fetch: (x: number) => number) => fetch(1)`,
      `export const g = (x: { readonly Date: number }) => x.Date`,
    ].join("\n")
    expect(rulesOf({ "core/area/good.ts": code })).toEqual([])
  })
  it("globals outside core", () => {
    expect(rulesOf({ "adapters/clock.ts": `export const now = () => Date.now()` })).toEqual([])
  })
})

describe("the test lint rejects", () => {
  it("skipped, focused and empty tests", () => {
    const found = rulesOf({ "specs/x.test.ts": `it.skip("a", () => {}); describe.only("b", () => {}); expect(true)` })
    expect(found.filter((r) => r.startsWith("no-skipped-tests"))).toHaveLength(2)
    expect(found.filter((r) => r.startsWith("no-empty-assertions"))).toHaveLength(1)
  })
})
