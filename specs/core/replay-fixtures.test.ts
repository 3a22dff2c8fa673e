/**
 * Every captured event log in specs/logs replays to its expected final state. A fixture asserts the
 * slices it was captured with: an area added after it (a new key of the state) starts from its
 * initial state in the replay and is not part of what that fixture holds.
 */
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
    const state = replay(log).state as unknown as Record<string, unknown>
    const asserted = Object.fromEntries(Object.keys(expected).map((key) => [key, state[key]]))
    expect(Object.keys(expected).length).toBeGreaterThan(1)
    expect(asserted).toEqual(expected)
  })
})
