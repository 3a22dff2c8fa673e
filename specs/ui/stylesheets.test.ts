/**
 * Every class a component draws comes with its stylesheet, in every chunk that draws it.
 *
 * Vite gives each chunk the stylesheets its modules import, and a lazy chunk's arrive with it. A
 * component that draws a class whose rules live in another chunk's stylesheet looks right only
 * after a visit to that chunk: the account's sub-pages, opened straight from an address or a
 * reload, had no margins (`.account` was in the hub's chunk), and the footer's language switch
 * changed width once the account pages had been seen. Read from the sources:
 *
 * - the chunks: the shell (ui/main.tsx and what it imports statically) and every module a dynamic
 *   `import()` in ui/ loads (pages, dialogs, the betslip), each with what it imports statically;
 * - a chunk's stylesheets: those it imports, and the shell's (always loaded first);
 * - the classes a file draws: the words of its `className` attributes' string parts;
 * - where a class's rules are: every stylesheet under ui/ that names it in a selector.
 *
 * A class drawn in a chunk must have rules in one of that chunk's stylesheets, or in none (a class
 * with no rules, such as a test hook, needs nothing).
 */
import { readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { resolveImport, ROOT, sourcesUnder, staticGraph } from "../support/import-graph.js"

const UI = join(ROOT, "ui")
// A module's chunk (a message file's dynamic import is data, not a chunk with stylesheets).
const DYNAMIC_IMPORT = /import\(\s*["'](\.[^"']+\.js)["']\s*\)/g

const resolveFrom = (file: string, spec: string): string =>
  resolveImport(file, spec) ?? fail(`${relative(ROOT, file)}: cannot resolve import("${spec}")`)
const fail = (message: string): never => {
  throw new Error(message)
}

const sources = sourcesUnder(UI)
const shell = staticGraph(["ui/main.tsx"], { stylesheets: true })
const lazyEntries = [...new Set(sources.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(DYNAMIC_IMPORT)].map(([, spec]) => resolveFrom(file, spec!))))]
const chunks = [
  { entry: join(ROOT, "ui/main.tsx"), files: shell },
  ...lazyEntries.map((entry) => ({ entry, files: staticGraph([entry], { stylesheets: true }) })),
]

/** class → the stylesheets with a rule whose selector names it. */
const rulesOf = new Map<string, Set<string>>()
for (const sheet of sourcesUnder(UI, /\.css$/)) {
  const text = readFileSync(sheet, "utf8").replace(/\/\*[\s\S]*?\*\//g, "")
  for (const [, selector] of text.matchAll(/([^{}]+)\{/g)) {
    if (selector!.trim().startsWith("@")) continue
    for (const [, name] of selector!.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) {
      rulesOf.set(name!, new Set([...(rulesOf.get(name!) ?? []), sheet]))
    }
  }
}

/** The classes a file draws: the words of its className attributes' string parts. */
const classesDrawnBy = (file: string): Set<string> => {
  const drawn = new Set<string>()
  for (const [, plain, expression] of readFileSync(file, "utf8").matchAll(/className=(?:"([^"]*)"|\{([^}]*)\})/g)) {
    const text = plain ?? [...expression!.matchAll(/["'`]([^"'`]*)["'`]/g)].map((m) => m[1]).join(" ")
    for (const word of text.split(/[\s$]+/)) if (/^[A-Za-z][\w-]*$/.test(word)) drawn.add(word)
  }
  return drawn
}

const components = sources.filter((file) => file.endsWith(".tsx"))

describe("stylesheets", () => {
  it("every class a chunk draws has its rules in a stylesheet the chunk loads", () => {
    const missing: string[] = []
    for (const { entry, files } of chunks) {
      for (const file of components.filter((f) => files.has(f))) {
        for (const name of classesDrawnBy(file)) {
          const sheets = rulesOf.get(name)
          if (!sheets || [...sheets].some((sheet) => files.has(sheet) || shell.has(sheet))) continue
          missing.push(`${relative(ROOT, file)} draws .${name} in the chunk of ${relative(ROOT, entry)}; its rules are in ${[...sheets].map((s) => relative(ROOT, s)).join(", ")}`)
        }
      }
    }
    expect(missing).toEqual([])
  })

  it("reads what it should (it is not checking nothing)", () => {
    expect(lazyEntries.map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining([
      "ui/pages/account/index.ts", "ui/pages/cashier/index.ts", "ui/components/betslip/BetslipDock.tsx", "ui/modals/account/AccountDialogs.tsx",
    ]))
    expect(classesDrawnBy(join(UI, "pages/account/AccountNav.tsx"))).toContain("account")
    expect(rulesOf.get("account")).toEqual(new Set([join(UI, "pages/account/account.css")]))
    expect(staticGraph(["ui/pages/cashier/index.ts"], { stylesheets: true })).toContain(join(UI, "pages/account/account.css"))
  })
})
