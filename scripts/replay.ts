/**
 * `npm run replay -- <log.json> [--state-only | --commands-only]`
 *
 * Replays an exported event log through core's `update`, outside the browser, and prints the final
 * state and every command the log produced, as JSON. Exit 2 with a clear message when the file is
 * missing or not an event log.
 */
import { readFileSync } from "node:fs"
import { LogFormatError, replay } from "../core/log/replay.js"

const args = process.argv.slice(2)
const file = args.find((a) => !a.startsWith("--"))
if (!file) {
  console.error("usage: npm run replay -- <event-log.json> [--state-only | --commands-only]")
  process.exit(2)
}

let json: unknown
try {
  json = JSON.parse(readFileSync(file, "utf8"))
} catch (error) {
  console.error(`replay: cannot read ${file}: ${(error as Error).message}`)
  process.exit(2)
}

try {
  const { state, commands } = replay(json)
  const out = args.includes("--state-only") ? { state } : args.includes("--commands-only") ? { commands } : { state, commands }
  console.log(JSON.stringify(out, null, 2))
} catch (error) {
  if (error instanceof LogFormatError) {
    console.error(`replay: ${file}: ${error.message}`)
    process.exit(2)
  }
  throw error
}
