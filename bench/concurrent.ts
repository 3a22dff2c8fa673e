/**
 * Loads for placement's benches, with throughput and latency percentiles:
 * - `measure`, closed loop: `workers` callers, each starting its next operation when its last one
 *   answered. It finds the most a system does at that concurrency; the latency is then set by the
 *   queue (Little's law: mean latency = workers ÷ throughput), not by the work of one operation.
 * - `paced`, open loop: operations fall due at a fixed rate, whoever answers. It finds the latency
 *   a bettor sees while the system carries that rate.
 */
export interface Run {
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
}

/**
 * `total` operations by at most `workers` callers at once, caller w doing its share with
 * `op(w, i)`; each latency counts from when operation i fell due (`dueAt`), or from when a caller
 * took it up when nothing is due (the closed loop).
 */
const load = async (workers: number, total: number, op: (worker: number, i: number) => Promise<void>, dueAt: ((i: number) => number) | null): Promise<Run> => {
  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (next < total) {
        const i = next++
        let from = performance.now()
        if (dueAt) {
          const due = started + dueAt(i)
          if (due > from) await new Promise((resolve) => setTimeout(resolve, due - from))
          from = due
        }
        await op(worker, i)
        latencies.push(performance.now() - from)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10
  return { perSecond: Math.round(total / seconds), p50: pct(0.5), p99: pct(0.99) }
}

/** The closed loop: each caller starts its next operation when its last one answered. */
export const measure = (workers: number, total: number, op: (worker: number, i: number) => Promise<void>): Promise<Run> => load(workers, total, op, null)

/**
 * `total` operations falling due `perSecond` apart, run by at most `workers` callers at once (one
 * due while every caller is busy starts when one is free). Each latency counts from when the
 * operation fell due, not from when a caller took it up, so a system that falls behind shows in
 * the percentiles rather than slowing the load (no coordinated omission); `perSecond` of the Run
 * is the rate achieved.
 */
export const paced = (workers: number, perSecond: number, total: number, op: (worker: number, i: number) => Promise<void>): Promise<Run> =>
  load(workers, total, op, (i) => (i * 1000) / perSecond)
