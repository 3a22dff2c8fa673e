/**
 * The project's lint: rules no compiler checks, read from the TypeScript syntax tree.
 *
 * 1. core/ is pure (DESIGN.md §2): no import of react, react-dom, wouter, phoenix, ws, hono,
 *    databases, or of adapters/, ui/ or server/ code; no use of `Date`, `Math.random`, `fetch`,
 *    timers, storage, `window`, `document`, `navigator`, `process` or `crypto`.
 * 2. ui/ does not reach into server/ (views talk to adapters through core), and server/ does not
 *    import ui/ or adapters/.
 * 3. Tests do not skip or focus (`.skip`, `.only`) and do not assert `expect(true)`.
 * 4. No `debugger` statements anywhere.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, sep } from "node:path"
import ts from "typescript"

export interface Finding {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly rule: string
  readonly message: string
}

const sourceFiles = (dir: string): string[] => {
  let out: string[] = []
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return out
  }
  for (const entry of entries) {
    if (entry === "node_modules" || entry === "dist" || entry.startsWith(".")) continue
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) out = out.concat(sourceFiles(full))
    else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith(".d.ts")) out.push(full)
  }
  return out
}

const FORBIDDEN_PACKAGES = /^(react|react-dom|wouter|phoenix|ws|hono|@hono\/|@electric-sql\/|postgres|pg|drizzle-orm|ioredis|node:)/
const FORBIDDEN_GLOBALS = new Set([
  "Date", "fetch", "setTimeout", "setInterval", "clearTimeout", "clearInterval", "setImmediate",
  "requestAnimationFrame", "queueMicrotask", "localStorage", "sessionStorage", "window", "document",
  "navigator", "process", "crypto", "performance", "XMLHttpRequest", "WebSocket", "globalThis",
])

const layerOf = (root: string, file: string): string => relative(root, file).split(sep)[0] ?? ""

const importTarget = (root: string, spec: string, file: string): string | null => {
  if (!spec.startsWith(".")) return null
  return relative(root, join(file, "..", spec)).split(sep)[0] ?? null
}

/** The findings of one file; `root` is the repository root its layer is read from. */
export const lintFile = (root: string, file: string): Finding[] => {
  const text = readFileSync(file, "utf8")
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const layer = layerOf(root, file)
  const findings: Finding[] = []
  const report = (node: ts.Node, rule: string, message: string) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source))
    findings.push({ file: relative(root, file), line: line + 1, column: character + 1, rule, message })
  }

  // Names declared in the file shadow globals (a parameter called `document` is not the DOM).
  const declared = new Set<string>()
  const collect = (node: ts.Node) => {
    if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
      declared.add(node.name.text)
    }
    if (ts.isImportSpecifier(node) || ts.isImportClause(node) || ts.isNamespaceImport(node)) {
      if (node.name) declared.add(node.name.text)
    }
    ts.forEachChild(node, collect)
  }
  collect(source)

  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text
      const target = importTarget(root, spec, file)
      if (layer === "core") {
        if (FORBIDDEN_PACKAGES.test(spec)) report(node, "core-purity", `core/ may not import '${spec}'`)
        if (target && ["adapters", "ui", "server"].includes(target)) report(node, "core-purity", `core/ may not import ${target}/ code ('${spec}')`)
      }
      if (layer === "ui" && target === "server") report(node, "layers", `ui/ may not import server/ code ('${spec}')`)
      if (layer === "server" && target && ["ui", "adapters"].includes(target)) report(node, "layers", `server/ may not import ${target}/ code ('${spec}')`)
    }
    if (layer === "core" && ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      report(node, "core-purity", "core/ may not import dynamically")
    }
    if (layer === "core" && ts.isIdentifier(node) && FORBIDDEN_GLOBALS.has(node.text) && !declared.has(node.text)) {
      const parent = node.parent
      const isPropertyName = (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) || ts.isPropertySignature(parent) ||
        (ts.isMethodDeclaration(parent) && parent.name === node) || (ts.isMethodSignature(parent) && parent.name === node)
      if (!isPropertyName) report(node, "core-purity", `core/ may not use '${node.text}' (time, randomness and IO come in as events)`)
    }
    if (layer === "core" && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) &&
      node.expression.text === "Math" && node.name.text === "random") {
      report(node, "core-purity", "core/ may not use Math.random (randomness comes in on events)")
    }
    if ((layer === "specs" || layer === "e2e") && ts.isPropertyAccessExpression(node) &&
      ["skip", "only"].includes(node.name.text) && ts.isIdentifier(node.expression) &&
      ["it", "test", "describe"].includes(node.expression.text)) {
      report(node, "no-skipped-tests", `${node.expression.text}.${node.name.text} hides a test`)
    }
    if ((layer === "specs" || layer === "e2e") && ts.isCallExpression(node) && ts.isIdentifier(node.expression) &&
      node.expression.text === "expect" && node.arguments[0]?.kind === ts.SyntaxKind.TrueKeyword) {
      report(node, "no-empty-assertions", "expect(true) asserts nothing")
    }
    if (node.kind === ts.SyntaxKind.DebuggerStatement) report(node, "no-debugger", "debugger statement")
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

const layers = ["core", "adapters", "ui", "server", "specs", "e2e", "bench", "scripts"]

/** Every finding under `root`. */
export const lintTree = (root: string): Finding[] =>
  layers.flatMap((dir) => sourceFiles(join(root, dir))).flatMap((file) => lintFile(root, file))
