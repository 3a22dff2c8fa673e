/**
 * Which message ids the code of each part of the UI refers to, read from the sources: the shell
 * (everything ui/main.tsx imports statically, and all of core/ and adapters/, whose texts any page
 * may show) and each page chunk (the static imports of ui/pages/<chunk>/index.ts). An id is
 * referred to by a file when the file holds it as a string literal, or holds a template literal
 * that starts with a prefix of it (`casino.category.${c}` refers to every `casino.category.*`).
 * specs/ui/area-messages.test.ts uses it to check that lazily loaded message areas are loaded by
 * every chunk that shows them.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"

export const ROOT = resolve(import.meta.dirname, "../..")

const IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s+(?!type\b)(?:[^"'`;]*?\sfrom\s*)?["']([^"']+)["']/g

const resolveImport = (from: string, spec: string): string | null => {
  if (!spec.startsWith(".")) return null
  const base = resolve(dirname(from), spec).replace(/\.js$/, "")
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate)) return candidate
  }
  return null
}

/** Every source file `entries` import statically (dynamic `import()` is a chunk of its own), themselves included. */
export const staticGraph = (entries: readonly string[]): Set<string> => {
  const seen = new Set<string>()
  const queue = entries.map((e) => resolve(ROOT, e))
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, spec!)
      if (target) queue.push(target)
    }
  }
  return seen
}

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(name) ? [path] : []
  })

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
