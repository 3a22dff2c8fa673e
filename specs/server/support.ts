/**
 * Helpers for the server suites: the databases to run on (in-memory PGlite always; PostgreSQL too
 * when TEST_DATABASE_URL is set, each suite in a database of its own, dropped afterwards), a
 * server with a clock the test moves, and a small JSON client.
 */
import { Schema } from "effect"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import postgres from "postgres"
import { SessionResponse } from "../../core/model/auth.js"
import { translate, type MessageId } from "../../server/http/messages.js"
import { startServer, type RunningServer, type StartOptions } from "../../server/main.js"

/** 22 November 2026, noon UTC: the "today" of the registration tables. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 12, 0, 0)
export const OPERATOR_TOKEN = "test-operator-token"
export const MINUTE = 60_000

export interface TestDatabase {
  /** Options that point a server at this database. */
  readonly options: Pick<StartOptions, "databaseUrl" | "dataDir">
  readonly url: string | null
  drop(): Promise<void>
}

export interface DatabaseTarget {
  readonly name: "pglite" | "postgres"
  create(): Promise<TestDatabase>
}

const withDatabase = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const postgresTarget = (adminUrl: string): DatabaseTarget => ({
  name: "postgres",
  create: async () => {
    const name = `sb_test_${randomBytes(6).toString("hex")}`
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${name}`)
    await admin.end()
    const url = withDatabase(adminUrl, name)
    return {
      url,
      options: { databaseUrl: url },
      drop: async () => {
        const cleaner = postgres(adminUrl, { max: 1, onnotice: () => {} })
        await cleaner.unsafe(`drop database if exists ${name} with (force)`)
        await cleaner.end()
      },
    }
  },
})

const pgliteTarget: DatabaseTarget = {
  name: "pglite",
  create: async () => ({ url: null, options: { dataDir: ":memory:" }, drop: async () => {} }),
}

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export const databaseTargets = (): DatabaseTarget[] => {
  const adminUrl = process.env.TEST_DATABASE_URL
  return adminUrl ? [pgliteTarget, postgresTarget(adminUrl)] : [pgliteTarget]
}

export const tempDir = (prefix: string): { path: string; remove(): void } => {
  const path = mkdtempSync(join(tmpdir(), `sportsbook-${prefix}-`))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

export interface TestClock {
  (): number
  advance(ms: number): void
  set(ms: number): void
}

export const testClock = (start = TEST_NOW): TestClock => {
  let now = start
  const clock = (() => now) as TestClock
  clock.advance = (ms) => {
    now += ms
  }
  clock.set = (ms) => {
    now = ms
  }
  return clock
}

export interface Reply {
  readonly status: number
  readonly body: any
  readonly headers: Headers
}

export interface CallOptions {
  readonly body?: unknown
  /** Sent as is (no JSON encoding), e.g. malformed JSON. */
  readonly raw?: string | Uint8Array<ArrayBuffer>
  readonly token?: string | null
  readonly headers?: Readonly<Record<string, string>>
}

export interface Api {
  readonly baseUrl: string
  call(method: string, path: string, options?: CallOptions): Promise<Reply>
}

/** A JSON client. Each one pretends to come from its own IP (the test server trusts X-Forwarded-For). */
export const apiClient = (baseUrl: string, ip = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`): Api => ({
  baseUrl,
  call: async (method, path, options = {}) => {
    const headers: Record<string, string> = { "x-forwarded-for": ip, ...(options.headers ?? {}) }
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: string | Uint8Array<ArrayBuffer> | undefined
    if (options.raw !== undefined) body = options.raw
    else if (options.body !== undefined) body = JSON.stringify(options.body)
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type")) headers["content-type"] = "application/json"
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text === "" ? null : JSON.parse(text)
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers }
  },
})

const randomOctet = () => 1 + (randomBytes(1)[0]! % 250)

export interface TestServer {
  readonly server: RunningServer
  readonly clock: TestClock
  readonly logs: string[]
  readonly database: TestDatabase
  api(ip?: string): Api
  stop(): Promise<void>
}

export const startTestServer = async (target: DatabaseTarget, overrides: Partial<StartOptions> = {}): Promise<TestServer> => {
  const database = await target.create()
  const clock = testClock()
  const logs: string[] = []
  try {
    const server = await startServer({
      port: 0,
      production: false,
      operatorToken: OPERATOR_TOKEN,
      clock,
      trustProxy: true,
      log: (line) => logs.push(line),
      // The catalogue simulator seeds thousands of rows; suites that need it turn it on.
      simulator: false,
      ...database.options,
      ...overrides,
    })
    return {
      server,
      clock,
      logs,
      database,
      api: (ip) => apiClient(server.url, ip),
      stop: async () => {
        await server.close()
        await database.drop()
      },
    }
  } catch (error) {
    await database.drop()
    throw error
  }
}

let counter = 0

export interface BettorForm {
  readonly email: string
  readonly password: string
  readonly username: string
  readonly firstname: string
  readonly lastname: string
  readonly dob: string
  readonly marketing_opt_in: boolean
}

/** A registration form nobody has used yet. */
export const newBettorForm = (overrides: Partial<BettorForm> = {}): BettorForm => {
  const tag = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString("hex")}`
  return {
    email: `bettor.${tag}@example.test`,
    password: "correct-horse-9",
    username: `b_${tag}`.slice(0, 20),
    firstname: "Robin",
    lastname: "Punter",
    dob: "14/03/1990",
    marketing_opt_in: false,
    ...overrides,
  }
}

export const decodeSession = Schema.decodeUnknownSync(SessionResponse)

/** An answer's body through the client's schema: the test fails where the wire differs from it. */
export const decode = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, value: unknown): S["Type"] => Schema.decodeUnknownSync(schema)(value)

/** Registers a new bettor and returns the decoded session (money in minor units, times in ms). */
export const register = async (api: Api, overrides: Partial<BettorForm> = {}) => {
  const form = newBettorForm(overrides)
  const reply = await api.call("POST", "/api/v0/users/register", { body: form })
  if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return { form, ...decodeSession(reply.body) }
}

export const login = async (api: Api, email: string, password: string) => {
  const reply = await api.call("POST", "/api/v0/sessions", { body: { email, password } })
  if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return decodeSession(reply.body)
}

/** Logs in the demo bettor every seeded server opens (server/main.ts) and answers the session token. */
export const demoBettorToken = async (t: TestServer): Promise<string> => {
  const demo = t.server.demoAccount!
  return (await login(t.api(), demo.email, demo.password)).token
}

export interface OutboxMail {
  readonly id: number
  readonly to: string
  readonly kind: string
  readonly subject: string
  readonly body: string
  readonly link: string | null
  readonly created_at: string
}

export const outbox = async (api: Api, to: string): Promise<OutboxMail[]> => {
  const reply = await api.call("GET", `/api/ops/outbox?to=${encodeURIComponent(to)}`, { token: OPERATOR_TOKEN })
  if (reply.status !== 200) throw new Error(`outbox failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return (reply.body as { mails: OutboxMail[] }).mails
}

/** The token of the newest mail of a kind, read from its link. */
export const tokenFromMail = async (api: Api, to: string, kind: string): Promise<{ token: string; link: string }> => {
  const mail = (await outbox(api, to)).find((m) => m.kind === kind)
  if (!mail?.link) throw new Error(`no ${kind} mail for ${to}`)
  const token = new URL(mail.link).searchParams.get("token")
  if (!token) throw new Error(`the ${kind} link has no token: ${mail.link}`)
  return { token, link: mail.link }
}

/**
 * Confirms a bettor's e-mail as they would: the link of the confirmation mail in the outbox,
 * followed. Until then the `email` restriction stops withdrawals.
 */
export const confirmEmail = async (api: Api, to: string): Promise<void> => {
  const { token } = await tokenFromMail(api, to, "confirm_email")
  const reply = await api.call("POST", "/api/v0/verify-email/confirm", { body: { token } })
  if (reply.status !== 200) throw new Error(`confirming ${to} failed: ${reply.status} ${JSON.stringify(reply.body)}`)
}

/** Polls `check` until it returns a value (not undefined), failing after `timeoutMs`. */
export const eventually = async <T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 5_000, what = "condition"): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The English `public_message` the server words for a message id (server/http/messages.ts). */
export type { MessageId }
export const publicMessage = (id: MessageId, vars: Readonly<Record<string, string | number>> = {}): string => translate("en", id, vars)
