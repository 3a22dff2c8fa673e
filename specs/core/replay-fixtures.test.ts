/** Every captured event log in specs/logs replays to its expected final state. */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { replay } from "../../core/log/replay.js"

const dir = join(import.meta.dirname, "..", "logs")
const cases = readdirSync(dir).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json")).map((f) => f.slice(0, -".json".length))

describe("replay fixtures", () => {
  it("there is at least one captured log", () => {
    expect(cases.length).toBeGreaterThan(0)
  })
  it.each(cases)("%s replays to its expected final state", (name) => {
    const log = JSON.parse(readFileSync(join(dir, `${name}.json`), "utf8"))
    const expected = JSON.parse(readFileSync(join(dir, `${name}.expected.json`), "utf8"))
    expect(replay(log).state).toEqual(expected)
  })
})
