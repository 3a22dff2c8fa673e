/**
 * The part of `window` the shell touches, as an interface: the runtime takes one so that tests
 * can hand in a small fake, and so that what the shell depends on is written down in one place.
 * The real `window` satisfies it.
 */
import type { RandomSource } from "./identity.js"
import type { CookieJar } from "./storage/cookies.js"
import type { StorageLike } from "./storage/storage.js"

export interface BrowserLocation {
  readonly pathname: string
  readonly search: string
  reload(): void
}

export interface BrowserHistory {
  pushState(data: unknown, unused: string, url?: string | URL | null): void
  replaceState(data: unknown, unused: string, url?: string | URL | null): void
}

export interface BrowserWindow {
  readonly location: BrowserLocation
  readonly history: BrowserHistory
  readonly navigator?: { readonly language?: string; readonly userAgent?: string }
  /** Reading it throws in some sandboxed or private contexts; storage.ts guards that. */
  readonly localStorage?: StorageLike
  readonly document?: CookieJar
  readonly crypto?: RandomSource
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  open(url?: string | URL, target?: string, features?: string): unknown
}

/** The browser's window when there is one (not in Node). */
export const globalWindow = (): BrowserWindow | undefined =>
  typeof window === "undefined" ? undefined : (window as unknown as BrowserWindow)
