/**
 * `npm run ops -- <command>`: the operator controls of a running server, from a shell.
 *
 *   maintenance on|off     switch maintenance mode (every client shows its overlay)
 *   maintenance            show whether it is on
 *   outbox [email]         the mail the server "sent", newest first, with links
 *   health                 database, bus, sockets
 *   sim [pause|resume|flush]                 the catalogue simulator's state, or pause/resume it
 *   sim step [seconds]                       run one simulator tick (of that many game seconds)
 *   flood <rate> <seconds> [match_id,...]    price storm: rate updates/s (default: in-play matches)
 *   price <contract_id> <n/d>                move a selection's price
 *   market <market_id> suspend|resume        suspend or reopen a market
 *   start <match_id>                         kick an upcoming match off now
 *   settle <match_id> <home>-<away>|void|<contract_id,...>   result a match
 *   voucher <email> <amount> [single|accumulator|any]       give a bettor a free bet
 *   error-reports [limit|clear]                             what the local error-reporting ingest received
 *
 * Talks to OPS_URL (default http://localhost:$PORT, PORT default 3000) with OPERATOR_TOKEN.
 * Prints the JSON answer; exits 1 with a plain explanation when anything fails.
 */

import { resolve } from "node:path"
import { ACCOUNT_USAGE, AccountOpsFailure, accountRequest } from "./kyc-cli.js"
import { SAFER_GAMBLING_USAGE, saferGamblingRequest } from "./safer-gambling-cli.js"
import { VIRTUALS_USAGE, VirtualsOpsFailure, virtualsRequest } from "./virtuals-cli.js"
import { pathToFileURL } from "node:url"
import { PAYMENTS_USAGE, PaymentsOpsFailure, paymentsRequest } from "./payments-cli.js"

const USAGE = `usage: npm run ops -- <command>

  maintenance on|off     switch maintenance mode on or off
  maintenance            show whether maintenance mode is on
  outbox [email]         list sent mail (newest first), optionally for one address
  health                 check the server, its database and bus
  sim [pause|resume|flush]                the catalogue simulator's state, or pause/resume/flush it
  sim step [seconds]                      run one simulator tick (of that many game seconds)
  flood <rate> <seconds> [id,id,...]      price storm across those matches (default: the in-play ones)
  price <contract_id> <n/d>               move a selection's price, e.g. price 1000123 5/2
  market <market_id> suspend|resume       suspend or reopen a market
  start <match_id>                        kick an upcoming match off now
  settle <match_id> <h>-<a>|void|<ids>    result a match by score, void it, or give a race's finishing order
  voucher <email> <amount> [scope]        give a bettor a free bet of that many pounds (scope single, accumulator or any)
  error-reports [limit|clear]             the errors the client reported to this server's local ingest (newest first), or forget them
${ACCOUNT_USAGE}
${SAFER_GAMBLING_USAGE}
${VIRTUALS_USAGE}
${PAYMENTS_USAGE}

environment: OPS_URL (default http://localhost:\${PORT:-3000}), OPERATOR_TOKEN (required)`

export class OpsFailure extends Error {}

interface Request {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly body?: unknown
}

const ids = (text: string, what: string): number[] => {
  const parts = text.split(",").map((part) => part.trim())
  if (parts.some((part) => !/^\d+$/.test(part))) throw new OpsFailure(`${what} must be ids separated by commas, not "${text}".`)
  return parts.map(Number)
}

const id = (text: string | undefined, what: string): number => {
  if (text === undefined || !/^\d+$/.test(text)) throw new OpsFailure(`${what} must be a number${text === undefined ? "" : `, not "${text}"`}.\n\n${USAGE}`)
  return Number(text)
}

/** The catalogue simulator's commands, which take more arguments than the others. */
const catalogueRequest = (args: ReadonlyArray<string>): Request | null => {
  const [command, a, b, c] = args
  switch (command) {
    case "sim":
      if (a === undefined) return { method: "GET", path: "sim" }
      if (a === "pause" || a === "resume") return { method: "POST", path: "sim/pause", body: { paused: a === "pause" } }
      if (a === "flush") return { method: "POST", path: "sim/flush", body: {} }
      if (a === "step") {
        if (b !== undefined && !Number.isFinite(Number(b))) throw new OpsFailure(`sim step takes a number of seconds, not "${b}".`)
        return { method: "POST", path: "sim/step", body: b === undefined ? {} : { seconds: Number(b) } }
      }
      throw new OpsFailure(`sim takes pause, resume, flush or step, not "${a}".`)
    case "flood": {
      const rate = Number(a)
      const seconds = Number(b)
      if (!Number.isFinite(rate) || !Number.isFinite(seconds)) throw new OpsFailure(`flood takes <rate per second> <seconds> [match ids].\n\n${USAGE}`)
      return { method: "POST", path: "sim/flood", body: { rate_per_second: rate, seconds, ...(c === undefined ? {} : { match_ids: ids(c, "match ids") }) } }
    }
    case "price":
      if (b === undefined) throw new OpsFailure(`price takes <contract_id> <n/d>.`)
      return { method: "POST", path: `contracts/${id(a, "contract id")}/price`, body: { price: b } }
    case "market":
      if (b !== "suspend" && b !== "resume") throw new OpsFailure(`market takes <market_id> suspend|resume.`)
      return { method: "POST", path: `markets/${id(a, "market id")}/status`, body: { status: b === "suspend" ? "halted" : "open" } }
    case "start":
      return { method: "POST", path: `matches/${id(a, "match id")}/start` }
    case "settle": {
      const match = id(a, "match id")
      if (b === undefined) return { method: "POST", path: `matches/${match}/settle`, body: {} }
      if (b === "void") return { method: "POST", path: `matches/${match}/settle`, body: { void: true } }
      const score = /^(\d+)-(\d+)$/.exec(b)
      if (score) return { method: "POST", path: `matches/${match}/settle`, body: { score: { home: Number(score[1]), away: Number(score[2]) } } }
      return { method: "POST", path: `matches/${match}/settle`, body: { order: ids(b, "the finishing order") } }
    }
    case "voucher": {
      if (a === undefined || b === undefined || !/^\d+(\.\d{1,2})?$/.test(b)) throw new OpsFailure(`voucher takes <email> <amount> [single|accumulator|any], e.g. voucher demo@sportsbook.test 5.\n\n${USAGE}`)
      if (c !== undefined && c !== "single" && c !== "accumulator" && c !== "any") throw new OpsFailure(`a voucher's scope is single, accumulator or any, not "${c}".`)
      return { method: "POST", path: "vouchers", body: { email: a, amount: Number(b), ...(c === undefined ? {} : { scope: c }) } }
    }
    default:
      return null
  }
}

/** The account area's commands (kyc-cli.ts), their usage errors reported like the others. */
const accountRequestOrFailure = (args: ReadonlyArray<string>): Request | null => {
  try {
    return accountRequest(args)
  } catch (error) {
    throw error instanceof AccountOpsFailure ? new OpsFailure(error.message) : error
  }
}

const requestFor = (args: ReadonlyArray<string>): Request | "help" => {
  const [command, argument, extra] = args
  if (command === undefined || command === "help" || command === "--help" || command === "-h") return "help"
  const catalogue = catalogueRequest(args)
  if (catalogue) return catalogue
  const payments = (() => {
    try {
      return paymentsRequest(args)
    } catch (error) {
      throw error instanceof PaymentsOpsFailure ? new OpsFailure(error.message) : error
    }
  })()
  if (payments) return payments
  const safer = saferGamblingRequest(args)
  if (safer && "usage" in safer) throw new OpsFailure(safer.usage)
  if (safer) return safer
  const account = accountRequestOrFailure(args)
  if (account) return account
  const virtuals = (() => {
    try {
      return virtualsRequest(args)
    } catch (error) {
      throw error instanceof VirtualsOpsFailure ? new OpsFailure(error.message) : error
    }
  })()
  if (virtuals) return virtuals
  if (extra !== undefined) throw new OpsFailure(`Too many arguments.\n\n${USAGE}`)
  switch (command) {
    case "maintenance":
      if (argument === undefined) return { method: "GET", path: "maintenance" }
      if (argument === "on" || argument === "off") return { method: "POST", path: "maintenance", body: { active: argument === "on" } }
      throw new OpsFailure(`maintenance takes "on" or "off", not "${argument}".`)
    case "outbox":
      return { method: "GET", path: argument ? `outbox?to=${encodeURIComponent(argument)}` : "outbox" }
    case "health":
      if (argument !== undefined) throw new OpsFailure("health takes no argument.")
      return { method: "GET", path: "health" }
    case "error-reports":
      if (argument === undefined) return { method: "GET", path: "error-reports" }
      if (argument === "clear") return { method: "POST", path: "error-reports/clear", body: {} }
      if (/^\d+$/.test(argument)) return { method: "GET", path: `error-reports?limit=${argument}` }
      throw new OpsFailure(`error-reports takes a number of reports or "clear", not "${argument}".`)
    default:
      throw new OpsFailure(`Unknown command "${command}".\n\n${USAGE}`)
  }
}

const explainStatus = (status: number, body: unknown, baseUrl: string): string => {
  const publicMessage = typeof body === "object" && body !== null && "public_message" in body ? String(body.public_message) : null
  switch (status) {
    case 404:
      return `The operator controls are off on ${baseUrl}: start the server with OPERATOR_TOKEN set.`
    case 401:
      return `The server refused the operator token: OPERATOR_TOKEN differs from the server's.`
    default:
      return `The server answered ${status}${publicMessage ? `: ${publicMessage}` : ""}.`
  }
}

export const runOps = async (args: ReadonlyArray<string>, env: NodeJS.ProcessEnv, print: (text: string) => void): Promise<void> => {
  const request = requestFor(args)
  if (request === "help") {
    print(USAGE)
    return
  }
  const token = env.OPERATOR_TOKEN
  if (!token) throw new OpsFailure("Set OPERATOR_TOKEN to the token the server was started with.")
  const baseUrl = (env.OPS_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "")
  let response: Response
  try {
    response = await fetch(`${baseUrl}/api/ops/${request.path}`, {
      method: request.method,
      headers: { Authorization: `Bearer ${token}`, ...(request.body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    throw new OpsFailure(`Could not reach the server at ${baseUrl} (${cause?.code ?? cause?.message ?? String(error)}). Is it running? Set OPS_URL if it is elsewhere.`)
  }
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: reported as text below
  }
  if (!response.ok) throw new OpsFailure(explainStatus(response.status, body, baseUrl))
  print(typeof body === "string" ? body : JSON.stringify(body, null, 2))
}

// Run only as a script (`tsx server/ops/cli.ts`), not when imported by tests.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runOps(process.argv.slice(2), process.env, (text) => console.log(text)).catch((error: unknown) => {
    console.error(error instanceof OpsFailure ? error.message : `ops failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}
