/**
 * Lazy message areas (ui/i18n/area-messages.ts, docs/decisions/0018): an area's messages are not in
 * the shell's catalogue, so every piece of code that shows them must draw inside them.
 *
 * - The shell (what ui/main.tsx imports statically, the lazily loaded betslip, all of core/ and
 *   adapters/, whose texts any page may show) refers to no id of a lazy area: such ids belong in
 *   the root catalogue.
 * - Each page chunk (ui/pages/<chunk>/index.ts and what it imports) refers only to ids of the lazy
 *   areas its row of PAGE_AREAS names (the rest: the shell's). Dialogs draw inside every area.
 * - An area's messages load per site locale: the en-GB file overlaid with the locale's own.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { PAGE_AREAS } from "../../ui/app/pages.js"
import { LAZY_AREAS } from "../../ui/i18n/area-messages.js"
import { loadAreaCatalogue, loadCatalogue, sourceMessages } from "../../ui/i18n/catalogues.js"
import { MESSAGES_DIR } from "../support/catalogue-files.js"
import { chunkFiles, ROOT, shellFiles, staticGraph, usersOf } from "../support/message-users.js"

const read = (file: string): Record<string, string> => JSON.parse(readFileSync(join(MESSAGES_DIR, file), "utf8")) as Record<string, string>
const areaIds = Object.fromEntries(LAZY_AREAS.map((area) => [area, Object.keys(read(`${area}/en-GB.json`))]))
const shell = [...new Set([...shellFiles(), ...staticGraph(["ui/components/betslip/BetslipDock.tsx"])])]
const shellSet = new Set(shell)

describe("the shell", () => {
  it("refers to no id of a lazy area (those any page shows live in the root catalogue)", () => {
    const found = LAZY_AREAS.flatMap((area) =>
      [...usersOf(shell, areaIds[area]!)].map(([id, files]) => `${area}: ${id} (${files.join(", ")})`))
    expect(found).toEqual([])
  })

  it("carries none of a lazy area's messages", () => {
    const lazyIds = LAZY_AREAS.flatMap((area) => areaIds[area]!)
    expect(lazyIds.filter((id) => id in sourceMessages)).toEqual([])
  })
})

describe("each page chunk", () => {
  const chunkDirs = readdirSync(join(ROOT, "ui/pages")).filter((dir) => existsSync(join(ROOT, "ui/pages", dir, "index.ts")))

  it("has its row in PAGE_AREAS", () => {
    expect(Object.keys(PAGE_AREAS).sort()).toEqual(chunkDirs.sort())
  })

  it.each(Object.entries(PAGE_AREAS))("%s loads every lazy area its pages show", (dir, areas) => {
    const files = chunkFiles(dir).filter((file) => !shellSet.has(file))
    const missing = LAZY_AREAS.filter((area) => !(areas as readonly string[]).includes(area)).flatMap((area) =>
      [...usersOf(files, areaIds[area]!)].map(([id, users]) => `${area}: ${id} (${users.join(", ")})`))
    expect(missing).toEqual([])
  })

  it.each(Object.entries(PAGE_AREAS))("%s names only areas its pages show", (dir, areas) => {
    const files = chunkFiles(dir).filter((file) => !shellSet.has(file))
    const unused = areas.filter((area) => usersOf(files, areaIds[area]!).size === 0)
    expect([dir, unused]).toEqual([dir, []])
  })
})

describe("a lazy area's messages", () => {
  it.each(LAZY_AREAS)("%s: en-GB alone in en-GB, the locale's own file over it in the others", async (area) => {
    expect(await loadAreaCatalogue(area, "en-GB")).toEqual(read(`${area}/en-GB.json`))
    for (const locale of ["pt", "pt-BR", "es", "es-MX"]) {
      expect(await loadAreaCatalogue(area, locale)).toEqual({ ...read(`${area}/en-GB.json`), ...read(`${area}/${locale}.json`) })
    }
    // en is en-GB's; a locale without files reads en-GB.
    expect(await loadAreaCatalogue(area, "en")).toEqual(read(`${area}/en-GB.json`))
  })

  it("are not in a locale's shell catalogue", async () => {
    const shellPt = await loadCatalogue("pt")
    expect(LAZY_AREAS.flatMap((area) => Object.keys(read(`${area}/pt.json`))).filter((id) => id in shellPt)).toEqual([])
  })
})

it("the support's walk finds the shell's own files (it is not reading nothing)", () => {
  const names = shell.map((file) => relative(ROOT, file))
  expect(names).toContain("ui/app/layouts/SiteFooter.tsx")
  expect(names).toContain("ui/components/betslip/Betslip.tsx")
  expect(names).not.toContain("ui/pages/casino/CasinoPages.tsx")
})
