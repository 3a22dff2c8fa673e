/**
 * `npm run e2e:durations`: keeps what each e2e spec file took in the last `npm test`
 * (test-results/e2e-durations.json) in e2e/durations.json, which the next run splits its shards by.
 */
import { readFileSync } from "node:fs"
import { DURATIONS_FILE, saveDurations } from "./e2e-shards.js"

const measured = JSON.parse(readFileSync("test-results/e2e-durations.json", "utf8")) as Record<string, number>
saveDurations(measured)
console.log(`${Object.keys(measured).length} durations written to ${DURATIONS_FILE}`)
