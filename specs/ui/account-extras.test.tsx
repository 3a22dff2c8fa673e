/**
 * The account's later views (issue 15) rendered to static markup over a real store: the Review
 * dialog is registered with its own body (not the placeholder), and the TextArea shows its counter
 * from the length rule and 'Character limit reached' only at the limit (spec §5).
 */
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { IntlProvider } from "react-intl"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import type { ActiveModal } from "../../core/app/selectors.js"
import { REVIEW_FEEDBACK_MAX_CHARS } from "../../core/reviews/index.js"
import { RuntimeProvider } from "../../ui/app/runtime.js"
import { TextArea } from "../../ui/components/TextArea.js"
import { readCatalogue } from "../support/catalogue-files.js"
import { ReviewModal } from "../../ui/modals/account/ReviewModal.js"
import { modalBodyLoaders } from "../../ui/modals/registry.js"
import { aSiteConfig, appStarted, aUser, harness } from "../core/harness.js"

/** The whole en-GB catalogue: the shell's and every lazy area's (the app draws dialogs inside all of them). */
const sourceMessages = readCatalogue("en-GB")

const render = (node: ReactNode): string => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig() })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null }) })
  return renderToStaticMarkup(
    <RuntimeProvider runtime={{ store: h.store, exportLog: () => h.store.log.toFile() }}>
      <IntlProvider locale="en-GB" messages={sourceMessages} onError={() => {}}>
        <Router ssrPath="/">{node}</Router>
      </IntlProvider>
    </RuntimeProvider>,
  )
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")

describe("the text area with its character counter (spec §5)", () => {
  it.each([
    ["empty", "", "0 / 20", false],
    ["part-way", "twelve chars", "12 / 20", false],
    ["at the limit", "x".repeat(20), "20 / 20", true],
    ["an emoji counts as one character", "😀😀", "2 / 20", false],
  ])("%s", (_name, value, counter, reached) => {
    const html = text(render(<TextArea label="Feedback" value={value} onValueChange={() => {}} maxLength={20} />))
    expect(html).toContain(counter)
    expect(html.includes("Character limit reached")).toBe(reached)
  })
})

describe("the Review dialog (spec §2.10)", () => {
  it("is registered with its own body, and asks for a rating and feedback with the review's length rule", async () => {
    expect(await modalBodyLoaders.Review()).toBe(ReviewModal)
    const modal: ActiveModal = { id: "m1", name: "Review", size: "md", closable: true, props: {}, layer: "other" }
    const html = text(render(<ReviewModal modal={modal} />))
    expect(html).toContain("How are we doing?")
    expect(html).toContain(`0 / ${REVIEW_FEEDBACK_MAX_CHARS}`)
    expect(html).toContain("Not now")
    expect(html).toContain("Send")
  })
})
