/**
 * Every locale of spec §1/§9 (en-GB, pt, pt-BR, es, es-MX) is complete: each translated catalogue
 * in ui/i18n/messages has exactly the ids of the en-GB source (none missing, none extra), each
 * message is valid ICU (`@formatjs/icu-messageformat-parser`, as react-intl parses it) with the
 * same arguments, of the same kinds, as its en-GB source, and nothing is left in English except
 * words that really are the same in that language (brand names, "Casino", "E-mail"…).
 * Each locale also loads through the app's own loader (ui/i18n/catalogues.ts).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import { describe, expect, it } from "vitest"
import { hasOwnCatalogue, LAZY_AREAS, loadAreaCatalogue, loadCatalogue, sourceMessages } from "../../ui/i18n/catalogues.js"
import { areaFolders, MESSAGES_DIR, readCatalogue } from "../support/catalogue-files.js"

const messagesDir = MESSAGES_DIR
const readJson = (file: string): Record<string, string> => JSON.parse(readFileSync(file, "utf8")) as Record<string, string>
/** A locale's whole catalogue (root file and area folders), by its file name. */
const read = (file: string): Record<string, string> => readCatalogue(file.replace(/\.json$/, ""))

const source = read("en-GB.json")
const TRANSLATED_LOCALES = ["pt", "pt-BR", "es", "es-MX"] as const

/**
 * Texts that may stay as in English, per locale: placeholders only, names (brand, the Rundown
 * section, the developers' "Dev" button, MMA) and words the language shares with English.
 */
// Shared by every language: the brand's names, a counter made of numbers only, and "Nonce", the
// provably-fair term of art players look up by that name.
const SAME_EVERYWHERE = ["{title} - {brand}", "The Rundown", "Rundown", "Dev", "MMA", "{count} / {max}", "Nonce"]
const SAME_AS_ENGLISH: Record<(typeof TRANSLATED_LOCALES)[number], readonly string[]> = {
  pt: [...SAME_EVERYWHERE, "Casino", "E-mail", "Menu", "Snooker", "Total"],
  "pt-BR": [...SAME_EVERYWHERE, "E-mail", "Menu", "Total", "Status"],
  es: [...SAME_EVERYWHERE, "Casino", "Error", "Golf", "Snooker", "Australia", "Total"],
  "es-MX": [...SAME_EVERYWHERE, "Casino", "Error", "Golf", "Snooker", "Australia", "Total"],
}

/** Argument name → kind ("argument", "number", "plural", "tag"…), over the whole message tree. */
const argumentsOf = (elements: readonly MessageFormatElement[], into = new Map<string, string>()) => {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue
    into.set(el.type === TYPE.tag ? `<${el.value}>` : el.value, TYPE[el.type])
    if (el.type === TYPE.tag) argumentsOf(el.children, into)
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into)
  }
  return into
}
const signature = (text: string) => [...argumentsOf(parse(text)).entries()].sort(([a], [b]) => a.localeCompare(b))

describe("the locale files", () => {
  it("are the source and exactly the four translations of spec §9", () => {
    const files = readdirSync(messagesDir).filter((f) => f.endsWith(".json")).sort()
    expect(files).toEqual(["en-GB.json", ...TRANSLATED_LOCALES.map((l) => `${l}.json`)].sort())
  })

  it("are, in every area folder, the same five files", () => {
    for (const area of areaFolders()) {
      const files = readdirSync(join(messagesDir, area)).filter((f) => f.endsWith(".json")).sort()
      expect([area, files]).toEqual([area, ["en-GB.json", ...TRANSLATED_LOCALES.map((l) => `${l}.json`)].sort()])
    }
  })
})

describe.each(TRANSLATED_LOCALES)("the %s catalogue", (locale) => {
  const messages = read(`${locale}.json`)

  it("has exactly the ids of en-GB: none missing, none extra", () => {
    const missing = Object.keys(source).filter((id) => !(id in messages))
    const extra = Object.keys(messages).filter((id) => !(id in source))
    expect({ missing, extra }).toEqual({ missing: [], extra: [] })
  })

  it("has only non-empty strings", () => {
    const bad = Object.entries(messages).filter(([, text]) => typeof text !== "string" || text.trim() === "")
    expect(bad.map(([id]) => id)).toEqual([])
  })

  it("has only messages that parse as ICU, with the arguments of their en-GB source", () => {
    const problems: string[] = []
    for (const [id, text] of Object.entries(messages)) {
      const english = source[id]
      if (english === undefined) continue
      try {
        const mine = signature(text)
        const theirs = signature(english)
        if (JSON.stringify(mine) !== JSON.stringify(theirs))
          problems.push(`${id}: ${JSON.stringify(mine)} ≠ en-GB ${JSON.stringify(theirs)}`)
      } catch (error) {
        problems.push(`${id}: ${(error as Error).message}`)
      }
    }
    expect(problems).toEqual([])
  })

  it("leaves nothing in English but the words the language shares with it", () => {
    const allowed = new Set(SAME_AS_ENGLISH[locale])
    const untranslated = Object.entries(messages)
      .filter(([id, text]) => source[id] !== undefined && text.trim() === source[id]!.trim() && !allowed.has(text))
      .map(([id, text]) => `${id}: ${text}`)
    expect(untranslated).toEqual([])
  })

  it("loads through the app's loaders, over the en-GB fallback: the shell's, then each lazy area's", async () => {
    expect(hasOwnCatalogue(locale)).toBe(true)
    const loaded = { ...(await loadCatalogue(locale)) }
    for (const area of LAZY_AREAS) Object.assign(loaded, await loadAreaCatalogue(area, locale))
    expect(loaded).toEqual({ ...source, ...messages })
  })
})

describe("the loader's locale mapping (spec §9)", () => {
  /** A locale's shell catalogue as the files hold it: its whole catalogue but the lazy areas' ids. */
  const shellOf = (locale: string) => {
    const lazyIds = new Set(LAZY_AREAS.flatMap((area) => Object.keys(readJson(join(messagesDir, area, `${locale}.json`)))))
    return Object.fromEntries(Object.entries(read(`${locale}.json`)).filter(([id]) => !lazyIds.has(id)))
  }

  it("gives the bare languages their catalogue, en its source", async () => {
    expect(await loadCatalogue("pt")).toEqual({ ...sourceMessages, ...shellOf("pt") })
    expect(await loadCatalogue("es")).toEqual({ ...sourceMessages, ...shellOf("es") })
    expect(await loadCatalogue("en")).toEqual(sourceMessages)
    expect(await loadCatalogue("en-GB")).toEqual(sourceMessages)
    expect(sourceMessages).toEqual(shellOf("en-GB"))
  })
})
