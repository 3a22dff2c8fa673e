/**
 * The server's entry into the app (issue 19 item 3, docs/decisions/0018 "Prerendered first
 * paint"): renders what the app itself shows a visitor at the moment the site config has arrived
 * and nothing else has, so the page can paint from the HTML while the JavaScript downloads.
 *
 * Nothing here is a copy of the app: the store is core's, started as the browser starts it
 * (AppStarted as a visitor without stored settings) and given the site config and the countries as
 * the two start-up calls would; the tree is the app's route host and layouts, with the lazy pages
 * and message areas waited for (react-dom/static). Every other call the store asks for is left
 * unanswered, so catalogue, casino and rundown views show the loading state they show in the
 * browser at that moment. The browser replaces this HTML with its own render (ui/app/handover.ts).
 *
 * Built by scripts/build-ui.ts as an SSR bundle (dist-ssr/prerender.js); the server loads it
 * (server/http/prerender.ts).
 */
import { PassThrough } from "node:stream"
import { prerenderToNodeStream } from "react-dom/static"
import { Router } from "wouter"
import { prefixed, type StorageName } from "../adapters/storage/storage.js"
import type { EventInput } from "../core/app/events.js"
import { createStore } from "../core/app/store.js"
import { MOBILE_BREAKPOINT_PX, type Device } from "../core/device/device.js"
import type { Command } from "../core/kernel/commands.js"
import type { Locale } from "../core/model/primitives.js"
import type { Configs, SiteConfig } from "../core/model/site.js"
import { chunkSourcesOfPath } from "./app/pages.js"
import { RouteHost } from "./app/RouteHost.js"
import { RuntimeProvider } from "./app/runtime.js"
import { I18nProvider } from "./i18n/I18nProvider.js"
import { loadCatalogue } from "./i18n/catalogues.js"

export interface PrerenderInput {
  readonly path: string
  readonly search: string
  readonly brand: string
  readonly country: string
  readonly locale: Locale
  /** The device class the request's hints suggest (the browser measures; the server can only guess). */
  readonly device: Device
  readonly environment: "development" | "production"
  readonly config: SiteConfig
  readonly configs: Configs
  readonly now: number
}

/** The answers a visitor's start-up gets; every other call stays in flight. */
const answerStartup = (input: PrerenderInput, commands: ReadonlyArray<Command>): EventInput[] =>
  commands.flatMap((command): EventInput[] => {
    if (command._tag !== "Call") return []
    if (command.endpoint === "geolocationCheck") return [{ _tag: "SiteConfigLoaded", requestId: command.requestId, config: input.config }]
    if (command.endpoint === "configs") return [{ _tag: "ConfigsLoaded", requestId: command.requestId, configs: input.configs }]
    return []
  })

/**
 * Stored settings under which the visitor's render is wrong for this device (a session: the
 * member's header and pages; a collapsed drawer or betslip: another layout), each with the value
 * that does it (null: any). Read by the head script below before the first paint.
 */
const PRERENDER_OFF_WHEN: ReadonlyArray<readonly [StorageName, string | null]> = [
  ["authToken", null],
  ["drawerExpanded", "false"],
  ["betslipExpanded", "false"],
]

/** For the page's head: marks the document so the stylesheet hides the prerender (ui/app/handover.ts). */
export const PRERENDER_HEAD_SCRIPT = `try{var s=window.localStorage;if(${PRERENDER_OFF_WHEN.map(([name, value]) =>
  value === null ? `s.getItem(${JSON.stringify(prefixed(name))})` : `s.getItem(${JSON.stringify(prefixed(name))})===${JSON.stringify(value)}`).join("||")
})document.documentElement.dataset.prerender="off"}catch(e){}`

export interface Prerendered {
  /** The markup of #root's content. */
  readonly html: string
  /** Source files of the chunks the page downloads (their stylesheets belong with the markup). */
  readonly chunkSources: ReadonlyArray<string>
  /**
   * What failed while rendering (a component that reads the browser while it renders): each failed
   * part is in the markup as its Suspense fallback, as the app would show while loading it.
   */
  readonly errors: ReadonlyArray<string>
}

/**
 * The page's CSP refuses style attributes in HTML (server/http/security.ts; React sets them through
 * the DOM, which it allows), so a colour swatch or a bar's width drawn from data would only cost a
 * console error: they go, and the app draws them when it takes over. React escapes `"` in attribute
 * values and text, so the pattern meets nothing but an attribute.
 */
const withoutStyleAttributes = (html: string): string => html.replace(/ style="[^"]*"/g, "")

/** The app's markup for a visitor at this address, as the browser would draw it once configured. */
export async function prerenderApp(input: PrerenderInput): Promise<Prerendered> {
  const answers: EventInput[] = []
  const store = createStore({ clock: { now: () => input.now }, interpret: (commands) => answers.push(...answerStartup(input, commands)) })
  store.dispatch({
    _tag: "AppStarted",
    location: { path: input.path, search: input.search },
    brand: input.brand,
    country: input.country,
    locale: input.locale,
    environment: input.environment,
    deviceId: "prerender",
    storedToken: null,
    storedOddsFormat: null,
    storedHideBalance: false,
    prerendered: true,
  })
  while (answers.length > 0) store.dispatch(answers.shift()!)
  // A width on the guessed side of the breakpoint; the stylesheet hides the desktop betslip panel
  // of a prerender that lands in a narrow window (ui/app/shell.css).
  store.dispatch({ _tag: "ViewportMeasured", width: input.device === "mobile" ? MOBILE_BREAKPOINT_PX : MOBILE_BREAKPOINT_PX + 1 })
  const messages = await loadCatalogue(input.locale)
  const errors: string[] = []

  const { prelude } = await prerenderToNodeStream(
    <RuntimeProvider runtime={{ store, exportLog: () => store.log.toFile() }}>
      <I18nProvider locale={input.locale} initial={{ locale: input.locale, messages }}>
        <Router ssrPath={input.path} ssrSearch={input.search.replace(/^\?/, "")}>
          {/* Inert: a picture of the page until the app takes over (nothing on it works before). */}
          <div className="app" data-prerendered="" inert>
            <RouteHost />
          </div>
        </Router>
      </I18nProvider>
    </RuntimeProvider>,
    // Every boundary inline, none outlined behind a reveal script (React does that to a boundary
    // past this size when streaming, and its script reveals late; a prerender is read whole).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)) },
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array))
  return { html: withoutStyleAttributes(Buffer.concat(chunks).toString("utf8")), chunkSources: chunkSourcesOfPath(input.path), errors }
}
