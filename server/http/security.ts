/**
 * Security headers on every response, and the Content-Security-Policy of the web app's HTML.
 *
 * The HTML policy allows scripts only with this response's nonce ('strict-dynamic' lets those
 * scripts load the app's code-split chunks), no plugins, no framing, no foreign form targets.
 * Styles: the app's stylesheets and nonce'd <style> tags only, no 'unsafe-inline' (issue 19): the
 * client renders in the browser, and React applies `style` props through the CSSOM
 * (element.style.x = …), which CSP does not govern; only style attributes in markup or set with
 * setAttribute("style") are refused, and the app has none.
 * Outside production, connect-src is open so the app can be pointed at another API or socket
 * (spec §6 apiUrl/wsUrl overrides). In production it adds the error-reporting service's origin
 * when the build reports errors (VITE_ERROR_REPORTING_DSN, docs/decisions/0016), and workers from
 * blob: URLs (its replay compresses in one).
 */
import { randomBytes } from "node:crypto"
import type { MiddlewareHandler } from "hono"
import type { AppEnv } from "./env.js"

export const newNonce = (): string => randomBytes(16).toString("base64")

/** The origin error reports go to, from the DSN the client was built with; null when none or malformed. */
export const reportingOrigin = (dsn: string | undefined): string | null => {
  if (!dsn) return null
  try {
    const url = new URL(dsn)
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null
  } catch {
    return null
  }
}

export const htmlContentSecurityPolicy = (nonce: string, production: boolean, reportTo: string | null = reportingOrigin(process.env.VITE_ERROR_REPORTING_DSN)): string =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    production ? `connect-src 'self'${reportTo ? ` ${reportTo}` : ""}` : "connect-src 'self' http: https: ws: wss:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")

/** For everything that is not the app's HTML (JSON, assets): nothing may run or frame it. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

export const securityHeaders =
  (production: boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next()
    // On the answer's own headers: `c.header` once the answer exists copies it into a new one, and
    // under @hono/node-server that turns the light answer into a whole undici Response whose body
    // is then streamed (a tenth of the server's CPU per bet placed, docs/decisions/0014).
    const headers = c.res.headers
    headers.set("X-Content-Type-Options", "nosniff")
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin")
    headers.set("X-Frame-Options", "DENY")
    headers.set("Cross-Origin-Opener-Policy", "same-origin")
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()")
    if (production) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", API_POLICY)
  }

/** Gives every script, module preload and style tag of the HTML this response's nonce. */
export const injectNonce = (html: string, nonce: string): string =>
  html
    .replaceAll("__CSP_NONCE__", nonce)
    .replace(/<(script|style)\b(?![^>]*\snonce=)/gi, `<$1 nonce="${nonce}"`)
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload)(?![^>]*\snonce=)/gi, `<link nonce="${nonce}"`)
