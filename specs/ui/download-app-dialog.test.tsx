/**
 * The DownloadApp dialog (spec §2.10), opened from the footer's 'Get the app': with the operator's
 * store links it offers them; without any it says the app is coming and gives the home-screen
 * install hint instead of a dead end. Rendered to static markup over a real store.
 */
import { renderToStaticMarkup } from "react-dom/server"
import { IntlProvider } from "react-intl"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import type { ActiveModal } from "../../core/app/selectors.js"
import { RuntimeProvider } from "../../ui/app/runtime.js"
import { readCatalogue } from "../support/catalogue-files.js"
import { DownloadAppModal } from "../../ui/modals/account/AccountDialogs.js"
import { harness } from "../core/harness.js"

/** The whole en-GB catalogue: the shell's and every lazy area's (the app draws dialogs inside all of them). */
const sourceMessages = readCatalogue("en-GB")

/** The dialog's markup as the modal host would render it, in en-GB. */
const markup = (props: Record<string, unknown>): string => {
  const h = harness()
  const modal: ActiveModal = { id: "modal-1", name: "DownloadApp", size: "md", closable: true, props, layer: "other" }
  return renderToStaticMarkup(
    <RuntimeProvider runtime={{ store: h.store, exportLog: () => h.store.log.toFile() }}>
      <IntlProvider locale="en-GB" messages={sourceMessages} onError={() => {}}>
        <Router ssrPath="/"><DownloadAppModal modal={modal} /></Router>
      </IntlProvider>
    </RuntimeProvider>,
  )
}

/** Its text, tags dropped and entities undone. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&quot;/g, "\"").replace(/&#x27;/g, "'").replace(/\s+/g, " ")

describe("DownloadApp", () => {
  it("without store links: the app is coming, and the web app can go on the home screen meanwhile", () => {
    const html = markup({})
    expect(text(html)).toContain("Our app is coming to the App Store and Google Play.")
    expect(text(html)).toContain("\"Add to Home Screen\"")
    expect(html).not.toContain("<a ")
  })

  it("with the operator's store links: both stores offered, no 'coming soon'", () => {
    const html = markup({ ios_url: "https://apps.example/ios", android_url: "https://apps.example/android" })
    expect(html).toContain("href=\"https://apps.example/ios\"")
    expect(html).toContain("href=\"https://apps.example/android\"")
    expect(html).not.toContain("is coming")
  })
})
