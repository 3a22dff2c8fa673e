/**
 * `npm run bench`: performance figures, one JSON line each:
 *   {"bench": name, "value": n, "unit": "...", ...context}
 * Goals live beside the figures, never in timed tests (DESIGN.md §7).
 *
 * Select with `npm run bench -- <name-substring>`.
 */
import { benches } from "./suite.js"

const filter = process.argv[2]
for (const bench of benches) {
  if (filter && !bench.name.includes(filter)) continue
  for (const figure of await bench.run()) console.log(JSON.stringify(figure))
}
