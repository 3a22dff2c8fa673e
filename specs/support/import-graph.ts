/**
 * The static import graph of the sources, read from their text: what a chunk holds. A dynamic
 * `import()` starts a chunk of its own and is not followed; `import type` brings nothing.
 * specs/ui/area-messages.test.ts (message ids) and specs/ui/stylesheets.test.ts (class names) read
 * the UI's chunks with it.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { dirname, join, resolve } from "node:path"

export const ROOT = resolve(import.meta.dirname, "../..")

const IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s+(?!type\b)(?:[^"'`;]*?\sfrom\s*)?["']([^"']+)["']/g

/** The file a relative import names: a source module, or a stylesheet (`import "./x.css"`). */
export const resolveImport = (from: string, spec: string): string | null => {
  if (!spec.startsWith(".")) return null
  const path = resolve(dirname(from), spec)
  if (path.endsWith(".css")) return existsSync(path) ? path : null
  const base = path.replace(/\.js$/, "")
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate)) return candidate
  }
  return null
}

/**
 * Every source file `entries` import statically, themselves included; with `stylesheets`, the
 * stylesheets they import too (a stylesheet imports nothing here).
 */
export const staticGraph = (entries: readonly string[], options: { readonly stylesheets?: boolean } = {}): Set<string> => {
  const seen = new Set<string>()
  const queue = entries.map((e) => resolve(ROOT, e))
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    if (file.endsWith(".css")) {
      if (options.stylesheets) seen.add(file)
      continue
    }
    seen.add(file)
    for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(file, spec!)
      if (target) queue.push(target)
    }
  }
  return seen
}

/** The files under `dir` whose names match `name` (TypeScript sources unless told). */
export const sourcesUnder = (dir: string, name: RegExp = /\.tsx?$/): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? sourcesUnder(path, name) : name.test(entry) ? [path] : []
  })
