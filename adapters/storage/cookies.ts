/**
 * Cookie helpers (spec §9 "Cookie helpers"): lifetimes are given in days, as the spec's cookies are
 * (locale and affiliate cookies live 365 days), and converted to the `max-age` seconds the browser
 * wants; the path defaults to "/" so a cookie set on a deep page is seen on every page.
 */

/** What we need of `document`; tests pass a plain object. */
export interface CookieJar {
  cookie: string
}

export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  readonly maxAgeDays?: number
  readonly path?: string
  readonly domain?: string
  readonly sameSite?: "Lax" | "Strict" | "None"
  readonly secure?: boolean
}

export const SECONDS_PER_DAY = 86_400

export const daysToMaxAgeSeconds = (days: number): number => Math.round(days * SECONDS_PER_DAY)

/** The `document.cookie` assignment for one cookie. */
export const serializeCookie = (name: string, value: string, options: CookieOptions = {}): string => {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`]
  parts.push(`path=${options.path ?? "/"}`)
  if (options.maxAgeDays !== undefined) parts.push(`max-age=${daysToMaxAgeSeconds(options.maxAgeDays)}`)
  if (options.domain) parts.push(`domain=${options.domain}`)
  parts.push(`samesite=${options.sameSite ?? "Lax"}`)
  if (options.secure || options.sameSite === "None") parts.push("secure")
  return parts.join("; ")
}

const safeDecode = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

export const getCookie = (jar: CookieJar, name: string): string | null => {
  let all: string
  try {
    all = jar.cookie
  } catch {
    // Sandboxed documents throw on reading cookies.
    return null
  }
  for (const pair of all.split(";")) {
    const index = pair.indexOf("=")
    if (index < 0) continue
    if (safeDecode(pair.slice(0, index).trim()) === name) return safeDecode(pair.slice(index + 1).trim())
  }
  return null
}

export const setCookie = (jar: CookieJar, name: string, value: string, options: CookieOptions = {}): void => {
  try {
    jar.cookie = serializeCookie(name, value, options)
  } catch {
    // Sandboxed documents throw on writing cookies; nothing else to do.
  }
}

/** Expires the cookie at once; path and domain must match the ones it was set with. */
export const removeCookie = (jar: CookieJar, name: string, options: Pick<CookieOptions, "path" | "domain"> = {}): void => {
  try {
    jar.cookie = serializeCookie(name, "", { ...options, maxAgeDays: 0 })
  } catch {
    // as above
  }
}
