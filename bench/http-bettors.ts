/**
 * Placement's bettors through HTTP, run as a process of their own (bench/placement.ts forks it):
 * the server's thread then does the server's work only, as it would with bettors on other
 * machines. In the server's process, fetch's own CPU was a fifth of that thread's time and capped
 * the figure at what one thread could do for both (docs/decisions/0014-placement-speed.md).
 *
 * Takes one job on the IPC channel, runs its warm-up and then its measured placements through
 * node:http with keep-alive connections (one per bettor), closed loop and then paced at the goal's
 * rate and at half the closed loop's (bench/concurrent.ts), and answers the measured runs.
 */
import { Agent, request } from "node:http"
import { measure, paced } from "./concurrent.js"
import type { Loads } from "./placement.js"

export interface BettorsJob {
  readonly url: string
  /** One session token per bettor. */
  readonly tokens: ReadonlyArray<string>
  /** Request bodies, used in turn. */
  readonly bodies: ReadonlyArray<string>
  readonly warmUp: number
  readonly placements: number
  /** The paced run's rate (placements a second). */
  readonly goal: number
}

export type BettorsAnswer = { readonly loads: Loads; readonly retried: number } | { readonly error: string }

const runJob = async (job: BettorsJob): Promise<{ loads: Loads; retried: number }> => {
  const agent = new Agent({ keepAlive: true, maxSockets: job.tokens.length })
  let retried = 0
  const post = (token: string, key: string, body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${job.url}/api/v1/bets/place`, {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), authorization: `Bearer ${token}`, "idempotency-key": key },
      }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }))
        res.on("error", reject)
      })
      req.on("error", reject)
      req.end(body)
    })
  // A keep-alive connection the server closed just as it was reused fails before the request
  // reached the server: retried (the Idempotency-Key makes a retry safe anyway), counted.
  const postRetrying = async (token: string, key: string, body: string, attempts = 3): Promise<{ status: number; text: string }> => {
    try {
      return await post(token, key, body)
    } catch (error) {
      if (attempts <= 1 || (error as NodeJS.ErrnoException).code !== "ECONNRESET") throw error
      retried++
      return postRetrying(token, key, body, attempts - 1)
    }
  }
  const place = (prefix: string) => async (worker: number, i: number) => {
    const body = job.bodies[i % job.bodies.length]!
    const answer = await postRetrying(job.tokens[worker]!, `${prefix}-${i}`, body)
    if (answer.status !== 201) throw new Error(`placement answered ${answer.status}: ${answer.text}`)
  }
  const bettors = job.tokens.length
  await measure(bettors, job.warmUp, place("warm"))
  const closed = await measure(bettors, job.placements, place("http"))
  const atGoal = await paced(bettors, job.goal, job.placements, place("goal"))
  const atHalf = await paced(bettors, closed.perSecond / 2, job.placements, place("half"))
  agent.destroy()
  return { loads: { closed, atGoal, atHalf }, retried }
}

process.once("message", (job: BettorsJob) => {
  runJob(job).then(
    (answer) => process.send!(answer satisfies BettorsAnswer, () => process.exit(0)),
    (error: unknown) => process.send!({ error: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies BettorsAnswer, () => process.exit(1)),
  )
})
