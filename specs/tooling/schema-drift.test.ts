/**
 * One schema, one migrations folder (server/db): drizzle-kit, asked for the next migration on an
 * untouched tree, finds nothing to do. A schema change without its migration and snapshot fails
 * here, before a database meets it. (The run works on a copy of the folder: it writes nothing here.)
 */
import { spawnSync } from "node:child_process"
import { cpSync, readdirSync, rmSync } from "node:fs"
import { join } from "node:path"
import { afterAll, expect, it } from "vitest"

// drizzle-kit reads --out relative to the working folder (an absolute path fails, with status 0).
const copy = join("test-results", `schema-drift-${process.pid}`)
afterAll(() => rmSync(copy, { recursive: true, force: true }))

it("drizzle-kit generate finds the schema and the migrations level", () => {
  const out = join(copy, "migrations")
  cpSync("server/db/migrations", out, { recursive: true })
  const before = readdirSync(out).sort()
  const run = spawnSync("npx", ["drizzle-kit", "generate", "--dialect", "postgresql", "--schema", "./server/db/schema.ts", "--out", out], { encoding: "utf8", timeout: 120_000 })
  expect(run.status, run.stderr).toBe(0)
  expect(run.stdout, run.stderr).toContain("No schema changes")
  expect(readdirSync(out).sort()).toEqual(before)
}, 120_000)
