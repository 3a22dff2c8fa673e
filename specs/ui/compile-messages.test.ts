/**
 * Precompiled messages (ui/i18n/compile-messages.ts, docs/decisions/0018): the browser build gets
 * every catalogue as formatjs ASTs and no ICU parser (ui/i18n/literal-parser.ts stands in for it).
 * Every message of every locale must format exactly as its source string does, and what stays a
 * string must be plain text, the only thing the stand-in reads.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { parse, TYPE } from "@formatjs/icu-messageformat-parser"
import { createIntl } from "react-intl"
import { describe, expect, it } from "vitest"
import { catalogueLocale, compileCatalogue, compileMessage } from "../../ui/i18n/compile-messages.js"
import { parse as literalParse } from "../../ui/i18n/literal-parser.js"
import { MESSAGES_DIR } from "../support/catalogue-files.js"

const files = readdirSync(MESSAGES_DIR).flatMap((name) => {
  const path = join(MESSAGES_DIR, name)
  return statSync(path).isDirectory() ? readdirSync(path).map((file) => join(path, file)) : [path]
}).filter((file) => file.endsWith(".json"))

/** A value of the kind each argument takes, and a function for each tag (rich text). */
const valuesFor = (text: string): Record<string, unknown> => {
  const values: Record<string, unknown> = {}
  for (const m of text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    const format = m[2]
    values[m[1]!] = format === "date" || format === "time" ? new Date(Date.UTC(2026, 0, 31, 12)) : format === "number" || format === "plural" || format === "selectordinal" ? 2 : "x"
  }
  for (const m of text.matchAll(/<(\w+)>/g)) values[m[1]!] = (chunks: unknown[]) => `[${m[1]}:${chunks.join("")}]`
  return values
}

describe.each(files.map((file) => [file.slice(MESSAGES_DIR.length + 1), file]))("%s", (_name, file) => {
  const source = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>
  const locale = catalogueLocale(file)!
  const compiled = compileCatalogue(source, locale)

  it("formats every message as its source string does", () => {
    const errors: string[] = []
    const onError = (e: { message: string }) => errors.push(e.message)
    const fromSource = createIntl({ locale, messages: source, onError })
    const fromCompiled = createIntl({ locale, messages: compiled as Record<string, string>, onError })
    const differ = Object.entries(source).flatMap(([id, text]) => {
      const values = valuesFor(text)
      const a = JSON.stringify(fromSource.formatMessage({ id }, values as Record<string, string>))
      const b = JSON.stringify(fromCompiled.formatMessage({ id }, values as Record<string, string>))
      return a === b ? [] : [`${id}: ${a} ≠ ${b}`]
    })
    expect({ differ, errors }).toEqual({ differ: [], errors: [] })
  })

  it("leaves as strings only plain text, which the browser's stand-in parser reads as it is", () => {
    const strings = Object.entries(compiled).filter(([, m]) => typeof m === "string") as Array<[string, string]>
    const notPlain = strings.filter(([, text]) => text !== "" &&
      JSON.stringify(parse(text)) !== JSON.stringify([{ type: TYPE.literal, value: text }]))
    expect(notPlain).toEqual([])
    for (const [, text] of strings) expect(literalParse(text)).toEqual([{ type: TYPE.literal, value: text }])
  })
})

describe("compileMessage", () => {
  it("keeps plain text, compiles arguments, plurals, tags and quoted text", () => {
    expect(compileMessage("Log in", "en-GB")).toBe("Log in")
    expect(compileMessage("It's yours", "en-GB")).toBe("It's yours")
    expect(compileMessage("Hi {name}", "en-GB")).toEqual([{ type: TYPE.literal, value: "Hi " }, { type: TYPE.argument, value: "name" }])
    expect(compileMessage("Use '{braces}'", "en-GB")).toEqual([{ type: TYPE.literal, value: "Use {braces}" }])
    expect(Array.isArray(compileMessage("{n, plural, one {# bet} other {# bets}}", "en-GB"))).toBe(true)
    expect(Array.isArray(compileMessage("Read <b>this</b>", "en-GB"))).toBe(true)
  })

  it("fails the build on a message that does not parse, naming it", () => {
    expect(() => compileCatalogue({ "x.broken": "Hi {name" }, "en-GB")).toThrow(/x\.broken/)
  })

  it("reads a file's locale from its name", () => {
    expect(catalogueLocale("/r/ui/i18n/messages/pt-BR.json")).toBe("pt-BR")
    expect(catalogueLocale("/r/ui/i18n/messages/casino/es.json")).toBe("es")
    expect(catalogueLocale("/r/ui/i18n/other.json")).toBeUndefined()
  })
})
