/**
 * Fuzzing every endpoint (issue 19 item 5): no generated request may earn a 5xx.
 *
 * The routes are not listed here: they are read from the running app (RunningServer.routes), so an
 * endpoint added later is fuzzed too. The bodies are schema-driven: every request schema the wire
 * modules export (core/model, core/analytics, server/**\/schemas.ts: each `…Request` struct) is
 * walked, and each field gets a value of its type most of the time, a poisoned one (NUL or a lone
 * surrogate in text, numbers past int4, int8 and a JavaScript date, empty passwords, deep
 * nesting) or junk of another type the rest. Every route is sent bodies of every schema, plus
 * malformed queries and path parameters. Seeded and bounded: the same cases every run.
 */
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { databaseTargets, OPERATOR_TOKEN, register, startTestServer, type Reply, type TestServer } from "./support.js"
import { steppedSimulator } from "./suite-server.js"

interface Ast {
  readonly _tag: string
  readonly literal?: unknown
  readonly propertySignatures?: ReadonlyArray<{ readonly name: PropertyKey; readonly type: Ast }>
  readonly types?: ReadonlyArray<Ast>
  readonly rest?: ReadonlyArray<Ast>
  readonly elements?: ReadonlyArray<Ast>
}

interface RequestSchema {
  readonly name: string
  readonly ast: Ast
}

const modules = import.meta.glob(["../../core/model/*.ts", "../../core/analytics/*.ts", "../../server/**/schemas.ts", "../../server/**/*-schemas.ts", "!../../server/db/**"], {
  eager: true,
})

const requestSchemas: RequestSchema[] = Object.values(modules).flatMap((exports) =>
  Object.entries(exports as Record<string, unknown>).flatMap(([name, value]) => {
    const ast = (value as { ast?: Ast } | null)?.ast
    return name.endsWith("Request") && ast?._tag === "Objects" ? [{ name, ast }] : []
  }),
)

const SEED = 19
const BODIES_PER_ROUTE = 12
const CASES_PER_ROUTE_WITHOUT_BODY = 5

/** Numbers that pass "a number" but not a column or a Date. */
const poisonNumbers = [2 ** 31, -(2 ** 31) - 1, 2 ** 40, 2 ** 53 + 2, -(2 ** 63), 8.64e15 + 1, 1e300, -1, 0, 0.5, -0, 1e-300]
const poisonStrings = ["\u0000", "a\u0000b", "\ud800", "x\udfff", "", " ", "%00", "9".repeat(40), "\u202e", "'; drop table users; --", "1e400", "-1", "NaN", "🏇".repeat(300)]

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...poisonNumbers),
  fc.constantFrom(...poisonStrings),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
)

const plausibleNumber = (ids: ReadonlyArray<number>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 2, arbitrary: fc.integer({ min: -5, max: 1_000 }) }, { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }) })

const plausibleString = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("fractional", "decimal", "single", "double", "open", "halted", "1/1", "2/1", "1/4", "evens", "GB", "2000-01-01", "a@b.test", "correct-horse-9"))

/** A value of `ast`'s type (no poison yet). */
const valueOf = (ast: Ast, ids: ReadonlyArray<number>, depth: number): fc.Arbitrary<unknown> => {
  switch (ast._tag) {
    case "String":
      return plausibleString
    case "Number":
      return plausibleNumber(ids)
    case "Boolean":
      return fc.boolean()
    case "Literal":
      return fc.constant(ast.literal)
    case "Null":
      return fc.constant(null)
    case "Union":
      return fc.oneof(...(ast.types ?? []).map((t) => valueOf(t, ids, depth)))
    case "Arrays": {
      const item = ast.rest?.[0] ?? ast.elements?.[0]
      if (!item || depth > 6) return fc.constant([])
      return fc.array(valueOf(item, ids, depth + 1), { minLength: 1, maxLength: 3 })
    }
    case "Objects": {
      if (depth > 6) return fc.constant({})
      return fc.record(Object.fromEntries((ast.propertySignatures ?? []).map((p) => [String(p.name), valueOf(p.type, ids, depth + 1)])))
    }
    default:
      return junk
  }
}

/** Every leaf's path in a JSON value (object keys and array indexes), the value itself included. */
const leaves = (value: unknown, path: ReadonlyArray<string | number> = []): Array<ReadonlyArray<string | number>> => {
  if (Array.isArray(value)) return [path, ...value.flatMap((v, i) => leaves(v, [...path, i]))]
  if (value !== null && typeof value === "object") return [path, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))]
  return [path]
}

const replaceAt = (value: unknown, path: ReadonlyArray<string | number>, next: (old: unknown) => unknown): unknown => {
  if (path.length === 0) return next(value)
  const [head, ...rest] = path
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, next) : v))
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, k === head ? replaceAt(v, rest, next) : v]))
}

/** A poison of the same type as `old` most of the time (text with NUL, numbers past a column), else junk. */
const poisonFor = (old: unknown, pick: number, junkValue: unknown): unknown => {
  if (pick % 5 === 4) return junkValue
  if (typeof old === "string") return poisonStrings[pick % poisonStrings.length]
  if (typeof old === "number") return poisonNumbers[pick % poisonNumbers.length]
  if (Array.isArray(old)) return pick % 2 === 0 ? [] : Array.from({ length: 300 }, () => old[0] ?? 1)
  if (old !== null && typeof old === "object") return { ...old, [pick % 2 === 0 ? "\u0000" : "\ud800"]: 1 }
  return junkValue
}

/**
 * A body of `ast`'s type with one leaf poisoned (nine times in ten) or none, so that most bodies
 * pass the schema and carry the poison to the handler.
 */
const bodyOf = (ast: Ast, ids: ReadonlyArray<number>): fc.Arbitrary<unknown> =>
  fc.tuple(valueOf(ast, ids, 0), fc.nat(), fc.nat(), junk).map(([value, at, pick, junkValue]) => {
    if (at % 10 === 9) return value
    const paths = leaves(value)
    return replaceAt(value, paths[at % paths.length]!, (old) => poisonFor(old, pick, junkValue))
  })

const requiredKeys = (schema: RequestSchema): string[] =>
  (schema.ast.propertySignatures ?? []).filter((p) => !(p.type as { context?: { isOptional?: boolean } }).context?.isOptional).map((p) => String(p.name))

/**
 * The schemas a route reads, discovered from the route itself: `{}` is answered with the missing
 * fields, and the schemas requiring exactly those are the route's. When nothing is missing (all
 * fields optional) or nothing matches, every schema is tried.
 */
const schemasOf = (reply: Reply): RequestSchema[] => {
  const missing = Object.keys((reply.body?.fields as Record<string, string> | undefined) ?? {}).sort()
  const matching = missing.length === 0 ? [] : requestSchemas.filter((s) => JSON.stringify(requiredKeys(s).sort()) === JSON.stringify(missing))
  return matching.length > 0 ? matching : requestSchemas
}

const pathParam = (ids: ReadonlyArray<number>) =>
  fc.oneof(
    fc.constantFrom(...ids.map(String)),
    fc.constantFrom("0", "-1", "2147483648", "9223372036854775808", "99999999999999999999", "1e3", "%00", "%ZZ", "%E0%A4%A", "%ED%A0%80", "..", "x"),
    fc.string({ maxLength: 8 }).map(encodeURIComponent),
  )

const queryString = (ids: ReadonlyArray<number>) =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom("status", "limit", "before", "q", "to", "brand", "country", "id", "page", "from", "since", "date", "kind", "cursor", "%00"),
        fc.oneof(pathParam(ids), fc.constantFrom("open", "settled", "GB", "sportsbook", "20", "8640000000000001", "-8640000000000001", "2026-13-45")),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`))

interface Route {
  readonly method: string
  readonly path: string
}

/** The API's routes once (v0 stands for v1 and v2, which mount the same handlers), ops included. */
const apiRoutes = (routes: ReadonlyArray<Route>): Route[] => {
  const seen = new Set<string>()
  return routes.filter((r) => {
    if (r.method === "ALL" || r.path.includes("*") || !/^\/api\/(v0|ops)\//.test(r.path)) return false
    const key = `${r.method} ${r.path}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const fillPath = (path: string, params: ReadonlyArray<string>): string => {
  let i = 0
  return path.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, () => params[i++ % Math.max(1, params.length)] ?? "1")
}

describe.each(databaseTargets())("fuzzing every endpoint on $name", (target) => {
  let t: TestServer
  let ids: number[] = []
  const failures: string[] = []
  beforeAll(async () => {
    t = await startTestServer(target, steppedSimulator(7))
    const world = t.server.simulator!.world
    const someOf = <T,>(items: Iterable<T>, n: number) => [...items].slice(0, n)
    ids = [1, 2, ...someOf(world.contracts.keys(), 4), ...someOf(world.markets.keys(), 3), ...someOf(world.matches.keys(), 3)]
  }, 180_000)
  afterAll(async () => {
    await t?.stop()
  })

  it("finds the request schemas and the routes", () => {
    expect(requestSchemas.map((s) => s.name)).toEqual(expect.arrayContaining(["LoginRequest", "PlaceBetsRequest", "TrackingRequest", "VoucherRequest"]))
    expect(apiRoutes(t.server.routes).length).toBeGreaterThan(20)
  })

  it("answers no generated request with a 5xx", async () => {
    const routes = apiRoutes(t.server.routes)
    let sent = 0
    // Bettors to call with, the next one taken when a route logged the last one out (or changed its
    // password, or excluded it): registered up front, since a fuzzed operator call may bar new ones.
    const tokens = await Promise.all(Array.from({ length: 6 }, async () => (await register(t.api())).token))
    let token = tokens.shift()!
    const timings: string[] = []
    for (const [routeIndex, route] of routes.entries()) {
      if (tokens.length > 0 && (await t.api().call("GET", "/api/v0/users", { token })).status !== 200) token = tokens.shift()!
      const started = performance.now()
      const auth = route.path.startsWith("/api/ops/") ? OPERATOR_TOKEN : token
      const withBody = route.method !== "GET" && route.method !== "HEAD"
      const schemas = withBody ? schemasOf(await t.api().call(route.method, fillPath(route.path, ids.map(String)), { token: auth, body: {} })) : []
      const body = withBody
        ? fc.oneof({ weight: 12, arbitrary: fc.oneof(...schemas.map((s) => bodyOf(s.ast, ids))) }, { weight: 1, arbitrary: junk })
        : fc.constant(undefined)
      const cases = fc.tuple(fc.array(pathParam(ids), { minLength: 3, maxLength: 3 }), queryString(ids), body, fc.integer({ min: 0, max: 5 }).map((n) => n > 0))
      const runs = !withBody ? CASES_PER_ROUTE_WITHOUT_BODY : schemas.length === requestSchemas.length ? BODIES_PER_ROUTE * 2 : BODIES_PER_ROUTE
      for (const [params, query, value, authenticated] of fc.sample(cases, { seed: SEED + routeIndex, numRuns: runs })) {
        const path = `${fillPath(route.path, params)}${query}`
        const reply: Reply = await t.api().call(route.method, path, { token: authenticated ? auth : null, ...(value === undefined ? {} : { body: value }) })
        sent++
        const maintenance = reply.status === 503 && reply.body?.message_key === "MAINTENANCE"
        if (reply.status >= 500 && !maintenance) {
          failures.push(`${route.method} ${path} ${JSON.stringify(value)?.slice(0, 300)} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`)
        } else if (reply.status >= 400) {
          expect(typeof reply.body?.public_message, `${route.method} ${path} → ${reply.status}`).toBe("string")
        }
        if (maintenance || route.path.endsWith("/maintenance")) await t.api().call("POST", "/api/ops/maintenance", { token: OPERATOR_TOKEN, body: { active: false } })
      }
      timings.push(`${route.method} ${route.path} ${Math.round(performance.now() - started)} ms`)
    }
    // FUZZ_TIMINGS=1 prints how long each route's cases took.
    if (process.env.FUZZ_TIMINGS) console.log(timings.join("\n"))
    const serverErrors = t.logs.filter((line) => line.includes(" failed: "))
    expect({ failures, serverErrors: serverErrors.map((l) => l.slice(0, 400)) }).toEqual({ failures: [], serverErrors: [] })
    expect(sent).toBeGreaterThan(500)
  }, 600_000)
})
