/**
 * The CMS image host of spec §7, served by this server under /cms so the product needs no third
 * party: `/cms/[w_{width}/]{brand folder}/{path}` reads `content/cms/{brand folder}/{path}`.
 * Addresses are built with core/cms `cmsImageUrl` (host "/cms"). The width prefix is accepted and
 * ignored: the editorial images are SVG and scale themselves (a resizing CDN in front would use it).
 * Only image types are served, never from outside the folder; SVG gets a CSP that runs nothing.
 */
import { readFile, stat } from "node:fs/promises"
import { extname, resolve, sep } from "node:path"
import { fileURLToPath } from "node:url"
import type { MiddlewareHandler } from "hono"
import type { AppEnv } from "./env.js"

export const DEFAULT_CMS_DIR = fileURLToPath(new URL("../../content/cms", import.meta.url))

const TYPES: Readonly<Record<string, string>> = { ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp" }

export const cmsImages = (dir: string = DEFAULT_CMS_DIR): MiddlewareHandler<AppEnv> => {
  const root = resolve(dir)
  return async (c) => {
    const rest = c.req.path.replace(/^\/cms\/+/, "").replace(/^w_\d{1,5}\//, "")
    const type = TYPES[extname(rest).toLowerCase()]
    const file = resolve(root, rest)
    if (!type || !/^[a-zA-Z0-9_\-/.]+$/.test(rest) || rest.includes("..") || !file.startsWith(root + sep)) return c.text("Not found", 404)
    try {
      if (!(await stat(file)).isFile()) return c.text("Not found", 404)
    } catch {
      return c.text("Not found", 404)
    }
    c.header("Content-Type", type)
    c.header("Cache-Control", "public, max-age=86400")
    c.header("X-Content-Type-Options", "nosniff")
    if (type === "image/svg+xml") c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    return c.body(new Uint8Array(await readFile(file)))
  }
}
