/**
 * The e2e journeys that failed or passed only on a retry, read from Playwright's JSON reports, so
 * the end of `npm test` names them. CI shows only the tail of the log, and with four shards
 * printing at once a failure's own lines are thousands of lines above it.
 */
interface ReportResult {
  readonly status?: string
  readonly error?: { readonly message?: string }
}
interface ReportTest {
  readonly projectName: string
  readonly status: "expected" | "unexpected" | "flaky" | "skipped"
  readonly results?: ReadonlyArray<ReportResult>
}
interface ReportSuite {
  readonly suites?: ReadonlyArray<ReportSuite>
  readonly specs?: ReadonlyArray<{ readonly title: string; readonly file: string; readonly line: number; readonly tests: ReadonlyArray<ReportTest> }>
}

export interface Outcome {
  readonly status: "failed" | "flaky"
  /** `[project] file:line › title` as Playwright's list reporter writes it. */
  readonly name: string
  /** The first lines of the first error, colour codes removed. */
  readonly error: string
}

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g

const firstError = (test: ReportTest): string => {
  const message = test.results?.find((r) => r.error?.message)?.error?.message ?? ""
  return message.replace(ansi, "").split("\n").filter((line) => line.trim() !== "").slice(0, 6).join("\n")
}

/** Every failed or flaky test in the reports (null reports are skipped: the step already failed). */
export const outcomesOf = (reports: ReadonlyArray<unknown>): Outcome[] => {
  const outcomes: Outcome[] = []
  // A suite's own tests, then its nested describe blocks: the order of the file.
  const walk = (suite: ReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue
        outcomes.push({
          status: test.status === "unexpected" ? "failed" : "flaky",
          name: `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`,
          error: firstError(test),
        })
      }
    }
    for (const s of suite.suites ?? []) walk(s)
  }
  for (const report of reports) for (const s of (report as { suites?: ReadonlyArray<ReportSuite> } | null)?.suites ?? []) walk(s)
  return outcomes
}
