/** `npm run lint`: prints `file:line:col rule message` per finding (scripts/lint/rules.ts); exits 1 on any. */
import { lintTree } from "./lint/rules.js"

const findings = lintTree(process.cwd())
for (const f of findings) console.log(`${f.file}:${f.line}:${f.column} ${f.rule} ${f.message}`)
if (findings.length > 0) {
  console.log(`lint: ${findings.length} problem${findings.length === 1 ? "" : "s"}`)
  process.exit(1)
}
console.log("lint: clean")
