/**
 * The first paint from the HTML (issue 19 item 3, docs/decisions/0018 "Prerendered first paint"):
 * for a page a visitor can see, the app's own render of it (ui/prerender.tsx, built by
 * scripts/build-ui.ts into dist-ssr/) goes into #root, with the stylesheets of the page's chunks
 * linked, so the browser paints the page while the JavaScript downloads; the app replaces it when
 * it shows its own (ui/app/handover.ts).
 *
 * A render is cached per brand, locale and address for a short while (the site config it used may
 * change, the markup has no live data). A render that takes longer than the HTML may wait is not
 * waited for: the page goes out without it and the next visit gets it. No bundle (a server started
 * without the UI build), or a render that fails, means the app's plain HTML: this is only ever an
 * improvement on it.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import type { Locale } from "../../core/model/primitives.js"
import type { Configs, SiteConfig } from "../../core/model/site.js"

/** What the page answer asks for; the rest of the render's input is the server's. */
export interface PrerenderRequest {
  readonly path: string
  readonly search: string
  readonly brand: string
  readonly country: string
  readonly locale: Locale
  readonly device: "mobile" | "desktop"
  readonly config: SiteConfig
}

/**
 * What ui/prerender.tsx exports. Its bundle is loaded at run time and server/ may not import ui/,
 * so this restates its types (PrerenderInput, Prerendered); specs/ui/prerender.test.ts renders the
 * real one with this shape.
 */
interface PrerenderModule {
  readonly PRERENDER_HEAD_SCRIPT: string
  prerenderApp(input: PrerenderRequest & {
    readonly environment: "development" | "production"
    readonly configs: Configs
    readonly now: number
  }): Promise<{ readonly html: string; readonly chunkSources: ReadonlyArray<string>; readonly errors: ReadonlyArray<string> }>
}

/**
 * The device class a request suggests: the `Sec-CH-UA-Mobile` hint where the browser sends it, else
 * the user agent's usual mobile words. A guess either way; the browser measures once it runs.
 */
export const deviceOfRequest = (mobileHint: string | undefined, userAgent: string | undefined): "mobile" | "desktop" => {
  if (mobileHint === "?1") return "mobile"
  if (mobileHint === "?0") return "desktop"
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent ?? "") ? "mobile" : "desktop"
}

/** Applies a prerender to the app's HTML; identity when there is none. */
export type PrerenderedHtml = (html: string) => string

export interface PrerendererOptions {
  readonly distDir: string
  readonly ssrDir: string
  readonly production: boolean
  readonly configs: Configs
  readonly now: () => number
  readonly log: (message: string) => void
  /** How long the HTML may wait for a render not in the cache (ms). */
  readonly waitMs?: number
  /** How long a render is reused (ms). */
  readonly ttlMs?: number
}

const CACHE_LIMIT = 256
const noPrerender: PrerenderedHtml = (html) => html

interface ManifestChunk {
  readonly file: string
  readonly css?: ReadonlyArray<string>
  readonly imports?: ReadonlyArray<string>
}

/**
 * The stylesheets a chunk brings, with those of the chunks it imports statically (Vite's manifest),
 * in the order Vite's loader links them: an import's before the importer's, so that a page's rule
 * wins over a shared component's rule of the same weight, as it does when the app loads the chunk.
 */
const stylesheetsOf = (manifest: Readonly<Record<string, ManifestChunk>>, sources: ReadonlyArray<string>): string[] => {
  const seen = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const file of chunk.css ?? []) css.add(file)
  }
  for (const source of sources) visit(source)
  return [...css]
}

const escapeAttr = (text: string): string => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

export const createPrerenderer = (options: PrerendererOptions) => {
  const waitMs = options.waitMs ?? 300
  const ttlMs = options.ttlMs ?? 30_000
  const bundle = join(options.ssrDir, "prerender.js")
  const manifestFile = join(options.distDir, ".vite", "manifest.json")
  let module: Promise<PrerenderModule | null> | null = null
  let manifest: Readonly<Record<string, ManifestChunk>> | null = null
  const cache = new Map<string, { readonly at: number; readonly apply: Promise<PrerenderedHtml> }>()

  const load = (): Promise<PrerenderModule | null> =>
    (module ??= existsSync(bundle) && existsSync(manifestFile)
      ? import(pathToFileURL(bundle).href).then(
        (m: PrerenderModule) => {
          manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>
          return m
        },
        (error: unknown) => {
          options.log(`prerender: the bundle did not load (${error instanceof Error ? error.message : String(error)}); pages go out without it`)
          return null
        },
      )
      : Promise.resolve(null))

  const render = async (request: PrerenderRequest): Promise<PrerenderedHtml> => {
    const m = await load()
    if (!m || !manifest) return noPrerender
    try {
      const { html, chunkSources, errors } = await m.prerenderApp({
        ...request,
        environment: options.production ? "production" : "development",
        configs: options.configs,
        now: options.now(),
      })
      // A part that failed is drawn as its loading state: worth a line, not worth losing the page.
      if (errors.length > 0) options.log(`prerender of ${request.path}${request.search}: ${errors.join("; ")}`)
      const links = stylesheetsOf(manifest, chunkSources).map((file) => `<link rel="stylesheet" href="/${escapeAttr(file)}">`)
      const head = `<script>${m.PRERENDER_HEAD_SCRIPT}</script>${links.join("")}`
      return (page) => {
        // Only the app's empty root takes a prerender (a bot's answer already fills it).
        if (!page.includes('<div id="root"></div>')) return page
        return page.replace("</head>", `  ${head}\n  </head>`).replace('<div id="root"></div>', () => `<div id="root">${html}</div>`)
      }
    } catch (error) {
      options.log(`prerender of ${request.path} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`)
      return noPrerender
    }
  }

  // Loaded ahead of the first visit, which would otherwise wait for it (it is most of a first render).
  setTimeout(() => void load(), 0).unref()

  /** The prerender of a page for the HTML, or none when it is not ready within the wait. */
  return async (request: PrerenderRequest): Promise<PrerenderedHtml> => {
    const key = `${request.brand}|${request.country}|${request.locale}|${request.device}|${request.path}${request.search}`
    const now = options.now()
    let entry = cache.get(key)
    if (!entry || now - entry.at > ttlMs) {
      entry = { at: now, apply: render(request) }
      cache.delete(key)
      cache.set(key, entry)
      if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<PrerenderedHtml>((done) => {
      timer = setTimeout(() => done(noPrerender), waitMs)
    })
    try {
      return await Promise.race([entry.apply, late])
    } finally {
      clearTimeout(timer)
    }
  }
}

export type Prerenderer = ReturnType<typeof createPrerenderer>
