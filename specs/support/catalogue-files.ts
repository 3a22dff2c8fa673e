/**
 * Reads a locale's catalogue as the app merges it: ui/i18n/messages/<locale>.json and every area's
 * ui/i18n/messages/<area>/<locale>.json (see ui/i18n/catalogues.ts). Duplicate ids across files
 * are reported, since the later file would silently win.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

export const MESSAGES_DIR = join(import.meta.dirname, "../../ui/i18n/messages")

const readJson = (file: string): Record<string, string> => JSON.parse(readFileSync(file, "utf8")) as Record<string, string>

/** The area folders under messages/. */
export const areaFolders = (): string[] =>
  readdirSync(MESSAGES_DIR).filter((f) => statSync(join(MESSAGES_DIR, f)).isDirectory()).sort()

/** Every file that makes up a locale's catalogue, root file first. */
export const catalogueFiles = (locale: string): string[] => [
  join(MESSAGES_DIR, `${locale}.json`),
  ...areaFolders().map((area) => join(MESSAGES_DIR, area, `${locale}.json`)).filter((f) => existsSync(f)),
]

export const readCatalogue = (locale: string): Record<string, string> => {
  const merged: Record<string, string> = {}
  for (const file of catalogueFiles(locale)) {
    for (const [id, text] of Object.entries(readJson(file))) {
      if (id in merged) throw new Error(`${file}: id ${id} is already defined by another file of ${locale}`)
      merged[id] = text
    }
  }
  return merged
}
