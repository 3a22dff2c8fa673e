/**
 * Which message ids the code of each part of the UI refers to, read from the sources: the shell
 * (everything ui/main.tsx imports statically, and all of core/ and adapters/, whose texts any page
 * may show) and each page chunk (the static imports of ui/pages/<chunk>/index.ts). An id is
 * referred to by a file when the file holds it as a string literal, or holds a template literal
 * that starts with a prefix of it (`casino.category.${c}` refers to every `casino.category.*`).
 * specs/ui/area-messages.test.ts uses it to check that lazily loaded message areas are loaded by
 * every chunk that shows them.
 */
import { readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { ROOT, sourcesUnder, staticGraph } from "./import-graph.js"

export { ROOT, staticGraph }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * A one-line template literal that starts with a namespace (`safer.`) as a pattern of the ids it
 * can make: `safer.${kind}.title` → /^safer\.[\w-]+\.title$/.
 */
const templatePatterns = (text: string): RegExp[] =>
  [...text.matchAll(/`([A-Za-z][\w-]*\.[^`\n]*\$\{[^`\n]*)`/g)].map((m) =>
    new RegExp(`^${m[1]!.split(/\$\{[^}]*\}/).map(escape).join("[\\w-]+")}$`))

/** The ids of `ids` that `file` refers to. */
export const idsReferredBy = (file: string, ids: readonly string[]): string[] => {
  const text = readFileSync(file, "utf8")
  const patterns = templatePatterns(text)
  return ids.filter((id) => text.includes(`"${id}"`) || text.includes(`'${id}'`) || text.includes(`\`${id}\``) ||
    patterns.some((p) => p.test(id)))
}

/** The files of the shell: what ui/main.tsx imports statically, and every file of core/ and adapters/. */
export const shellFiles = (): string[] =>
  [...new Set([...staticGraph(["ui/main.tsx"]), ...sourcesUnder(join(ROOT, "core")), ...sourcesUnder(join(ROOT, "adapters"))])]

/** The files of a page chunk (ui/pages/<chunk>/index.ts and what it imports statically). */
export const chunkFiles = (chunkDir: string): string[] => [...staticGraph([`ui/pages/${chunkDir}/index.ts`])]

/** id → the files (relative to the repository) among `files` that refer to it. */
export const usersOf = (files: readonly string[], ids: readonly string[]): Map<string, string[]> => {
  const users = new Map<string, string[]>()
  for (const file of files) {
    for (const id of idsReferredBy(file, ids)) users.set(id, [...(users.get(id) ?? []), relative(ROOT, file)])
  }
  return users
}
