/**
 * A closed-loop load: `workers` callers, each starting its next operation when its last one
 * answered, until `total` have run. Throughput and latency percentiles (placement's benches).
 */
export interface Run {
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
}

/** `total` operations by `workers` callers, caller w doing its share with `op(w, i)`. */
export const measure = async (workers: number, total: number, op: (worker: number, i: number) => Promise<void>): Promise<Run> => {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (next < total) {
        const i = next++
        const t0 = performance.now()
        await op(worker, i)
        latencies.push(performance.now() - t0)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10
  return { perSecond: Math.round(total / seconds), p50: pct(0.5), p99: pct(0.99) }
}
