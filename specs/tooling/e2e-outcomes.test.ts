/**
 * scripts/e2e-outcomes.ts: the end of `npm test` names the e2e journeys that failed or passed only on
 * their retry, read from Playwright's JSON reports (nested suites: a file, then describe blocks).
 */
import { describe, expect, it } from "vitest"
import { outcomesOf } from "../../scripts/e2e-outcomes.js"

const spec = (title: string, line: number, projectName: string, status: string, messages: ReadonlyArray<string | null>) => ({
  title, file: "betslip.spec.ts", line, column: 1,
  tests: [{ projectName, status, results: messages.map((m) => (m === null ? { status: "passed" } : { status: "failed", error: { message: m } })) }],
})

const report = {
  suites: [{
    title: "betslip.spec.ts", file: "betslip.spec.ts",
    specs: [
      spec("a single is placed", 10, "desktop", "expected", [null]),
      spec("a double is placed", 20, "mobile", "unexpected", ["\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nLocator: getByRole('dialog')\n\n\n  at line 1\n  at line 2\n  at line 3\n  at line 4\n  at line 5", "Error: again"]),
    ],
    suites: [{ title: "cash-out", file: "betslip.spec.ts", specs: [spec("a cash-out is paid", 30, "desktop", "flaky", ["Timeout 10000ms exceeded.", null])] }],
  }],
}

describe("the e2e outcomes named at the end of npm test", () => {
  it("lists the failed and the flaky journeys, nested suites included, with the first lines of the first error", () => {
    expect(outcomesOf([report, null])).toEqual([
      {
        status: "failed",
        name: "[mobile] betslip.spec.ts:20 › a double is placed",
        error: "Error: expect(locator).toBeVisible()\nLocator: getByRole('dialog')\n  at line 1\n  at line 2\n  at line 3\n  at line 4",
      },
      { status: "flaky", name: "[desktop] betslip.spec.ts:30 › a cash-out is paid", error: "Timeout 10000ms exceeded." },
    ])
  })

  it("lists nothing for a clean run or a missing report", () => {
    expect(outcomesOf([{ suites: [{ title: "x", file: "x", specs: [spec("ok", 1, "desktop", "expected", [null])] }] }, null, {}])).toEqual([])
  })
})
