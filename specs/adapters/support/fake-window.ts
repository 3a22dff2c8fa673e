/**
 * A small stand-in for `window` (adapters/browser.ts): location and history that move together,
 * events through a real EventTarget, memory local storage, and spies for reload and open.
 */
import type { BrowserWindow } from "../../../adapters/browser.js"
import { createMemoryStorage, type StorageLike } from "../../../adapters/storage/storage.js"

export interface FakeWindow extends BrowserWindow {
  readonly localStorage: StorageLike
  readonly reloads: number
  readonly opened: ReadonlyArray<readonly [url: string | URL | undefined, target: string | undefined, features: string | undefined]>
  readonly historyCalls: ReadonlyArray<readonly [kind: "pushState" | "replaceState", url: string]>
  /** Every event type dispatched on the window, in order. */
  readonly dispatched: ReadonlyArray<string>
  /** What the back button does: move to `url` and fire popstate. */
  back(url: string): void
  /** Makes history dispatch pushState/replaceState itself, as wouter's patch does. */
  patchLikeWouter(): void
}

export interface FakeWindowOptions {
  readonly url?: string
  readonly language?: string
  readonly storage?: StorageLike
  readonly uuid?: string
}

export const createFakeWindow = (options: FakeWindowOptions = {}): FakeWindow => {
  let href = new URL(options.url ?? "http://localhost/")
  const target = new EventTarget()
  const historyCalls: Array<readonly ["pushState" | "replaceState", string]> = []
  const opened: Array<readonly [string | URL | undefined, string | undefined, string | undefined]> = []
  const dispatched: string[] = []
  let reloads = 0
  let patched = false

  const move = (kind: "pushState" | "replaceState", url: string | URL | null | undefined) => {
    if (url !== null && url !== undefined) href = new URL(String(url), href)
    historyCalls.push([kind, `${href.pathname}${href.search}`])
    if (patched) win.dispatchEvent(new Event(kind))
  }

  const win: FakeWindow = {
    location: {
      get pathname() {
        return href.pathname
      },
      get search() {
        return href.search
      },
      reload: () => void reloads++,
    },
    history: {
      pushState: (_data, _unused, url) => move("pushState", url),
      replaceState: (_data, _unused, url) => move("replaceState", url),
    },
    navigator: { language: options.language ?? "en-US" },
    localStorage: options.storage ?? createMemoryStorage(),
    crypto: { randomUUID: () => options.uuid ?? "00000000-0000-4000-8000-000000000001" },
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    dispatchEvent: (event) => {
      dispatched.push(event.type)
      return target.dispatchEvent(event)
    },
    open: (url, name, features) => {
      opened.push([url, name, features])
      return null
    },
    get reloads() {
      return reloads
    },
    opened,
    historyCalls,
    dispatched,
    back(url) {
      href = new URL(url, href)
      win.dispatchEvent(new Event("popstate"))
    },
    patchLikeWouter() {
      patched = true
      Object.defineProperty(win, Symbol.for("wouter_v3"), { value: true })
    },
  }
  return win
}

/** A WebSocket that never opens: the runtime gets a socket without any network. */
export class InertTransport {
  static readonly urls: string[] = []
  readyState = 0
  binaryType = "arraybuffer"
  onopen: unknown = null
  onclose: unknown = null
  onerror: unknown = null
  onmessage: unknown = null
  constructor(url: string) {
    InertTransport.urls.push(url)
  }
  send(): void {}
  close(): void {
    this.readyState = 3
  }
}
