/**
 * What every /api/v* request carries besides its body (spec §7): the `brand` and `country` query
 * parameters (the country may also come as an `X-Country` header when the client overrides it),
 * and Accept-Language. Resolved once here; a malformed one is a 400.
 */
import { getConnInfo } from "@hono/node-server/conninfo"
import type { Context, MiddlewareHandler } from "hono"
import type { ServerContext } from "../context.js"
import { declaredTooLarge, MAX_BODY_BYTES, refuseUnsafe } from "./body.js"
import type { AppEnv } from "./env.js"
import { ApiError } from "./errors.js"
import { languageOf } from "./messages.js"

const COUNTRY = /^[A-Za-z]{2}$/

const clientIp = (c: Context<AppEnv>, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown"
  } catch {
    return "unknown"
  }
}

export const requestContext =
  (ctx: ServerContext): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set("lang", languageOf(c.req.header("accept-language")))
    c.set("ip", clientIp(c, ctx.trustProxy))
    // The identity-document upload reads its own, larger limit (routes/verification.ts).
    if (declaredTooLarge(c.req.header("content-length")) && !/\/users\/documents$/.test(c.req.path)) {
      throw new ApiError(400, "request.too_large", { message: `Request body exceeds ${MAX_BODY_BYTES} bytes`, messageKey: "BODY_TOO_LARGE" })
    }
    const brand = c.req.query("brand") ?? ctx.sites.defaultBrand
    if (!ctx.sites.has(brand)) {
      throw new ApiError(400, "request.unknown_brand", { message: `Unknown brand ${JSON.stringify(brand)}`, messageKey: "UNKNOWN_BRAND" })
    }
    c.set("brand", brand)
    const country = c.req.query("country") ?? c.req.header("x-country") ?? ctx.sites.defaultCountry(brand)
    if (!COUNTRY.test(country)) {
      throw new ApiError(400, "request.invalid_parameter", {
        message: `country must be a two-letter ISO code, got ${JSON.stringify(country)}`,
        messageKey: "INVALID_PARAMETER",
        vars: { name: "country" },
      })
    }
    c.set("country", country.toUpperCase())
    await next()
  }

/**
 * The path's segments and every query parameter pass the same screen as bodies (body.ts
 * screenInput: no NUL, well-formed text, numbers within range); malformed percent-encoding is
 * refused too. Mounted on every /api route, the operator's included.
 */
export const screenRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url)
  const segments: string[] = []
  try {
    for (const segment of url.pathname.split("/")) segments.push(decodeURIComponent(segment))
    refuseUnsafe({ path: segments, query: Object.fromEntries([...url.searchParams.keys()].map((key) => [key, url.searchParams.getAll(key)])) }, "request")
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError(400, "request.invalid_parameter", { message: "Malformed percent-encoding in the URL", messageKey: "INVALID_PARAMETER", vars: { name: "url" } })
  }
  await next()
}

/** While the operator's maintenance switch is on, every call (but the operator's) answers 503. */
export const maintenanceGate =
  (ctx: ServerContext): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (ctx.settings.maintenance()) {
      throw new ApiError(503, "error.maintenance", {
        message: "Maintenance mode is on",
        messageKey: "MAINTENANCE",
        vars: { brand: ctx.sites.brandName(c.get("brand")) },
        headers: { "Retry-After": "30" },
      })
    }
    await next()
  }
