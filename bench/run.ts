/**
 * `npm run bench`: performance figures, one JSON line each:
 *   {"bench": name, "value": n, "unit": "...", ...context}
 * Goals live beside the figures, never in timed tests (DESIGN.md §7).
 *
 * Select with `npm run bench -- <name-substring>`. The opt-in benches (the cluster's, which needs
 * HAProxy and PostgreSQL) run only when named: `npm run bench -- cluster`.
 */
import { clusterBench } from "./cluster.js"
import { benches } from "./suite.js"

const OPT_IN = [clusterBench]
const filter = process.argv[2]
for (const bench of filter ? [...benches, ...OPT_IN] : benches) {
  if (filter && !bench.name.includes(filter)) continue
  for (const figure of await bench.run()) console.log(JSON.stringify(figure))
}
