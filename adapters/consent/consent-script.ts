/**
 * The cookie consent provider's script (spec §4 "Cookie consent", §7 third-party): core asks for
 * it with `LoadConsentScript {providerId}` and hears the visitor's choice back as `ConsentGiven`.
 *
 * The provider is Cookiebot-compatible: `uc.js` with the provider id as `data-cbid`, which fires
 * `CookiebotOnConsentReady` on the window (at load when a choice is remembered, and after each
 * choice) and exposes `window.Cookiebot.consent` with necessary, preferences, statistics and
 * marketing flags. The spec's analytics category follows the provider's statistics flag (the
 * provider has no separate analytics category). A script that fails to load leaves consent
 * undecided: the affiliate cookie is then never written, which is the safe side.
 */
import type { EventInput } from "../../core/app/events.js"

export const CONSENT_SCRIPT_URL = "https://consent.cookiebot.com/uc.js"
export const CONSENT_READY_EVENT = "CookiebotOnConsentReady"

interface ProviderConsent {
  readonly necessary?: boolean
  readonly statistics?: boolean
  readonly marketing?: boolean
}

export interface ConsentWindow {
  addEventListener(type: string, listener: () => void): void
  readonly Cookiebot?: { readonly consent?: ProviderConsent }
}

/** The part of `document` that adds a script; the real document satisfies it. */
export interface ScriptHost {
  createElement(tag: "script"): { src: string; async: boolean; id: string; setAttribute(name: string, value: string): void }
  readonly head: { append(node: unknown): void }
  getElementById(id: string): unknown
}

export interface ConsentLoader {
  load(providerId: string, dispatch: (event: EventInput) => void): void
}

const SCRIPT_ID = "consent-provider"

/** The categories of spec §4 from the provider's flags. */
export const categoriesOf = (consent: ProviderConsent | undefined) => ({
  necessary: true,
  analytics: consent?.statistics === true,
  marketing: consent?.marketing === true,
  statistics: consent?.statistics === true,
})

export const createConsentLoader = (win: ConsentWindow, doc: ScriptHost): ConsentLoader => ({
  load(providerId, dispatch) {
    if (doc.getElementById(SCRIPT_ID)) return
    win.addEventListener(CONSENT_READY_EVENT, () => {
      dispatch({ _tag: "ConsentGiven", categories: categoriesOf(win.Cookiebot?.consent) })
    })
    const script = doc.createElement("script")
    script.id = SCRIPT_ID
    script.src = CONSENT_SCRIPT_URL
    script.async = true
    script.setAttribute("data-cbid", providerId)
    doc.head.append(script)
  },
})
