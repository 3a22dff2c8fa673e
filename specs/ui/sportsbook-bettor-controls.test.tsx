/**
 * Issue 20's bettor controls over a real store, rendered to static markup (no DOM, effects do not
 * run): the BetslipSettings dialog is a form filled from the bettor's settings (the rule's radio
 * checked, the stakes in their fields), says when it is loading and shows a refusal; My Bets shows
 * the fair value beside the cash-out offer, and the automatic cash-out control offers to set a rule,
 * shows the rule set with Change and Remove, and the reason a change was refused.
 */
import type { ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { IntlProvider } from "react-intl"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import type { Call } from "../../core/app/commands.js"
import type { ActiveModal } from "../../core/app/selectors.js"
import { selectBetCard } from "../../core/bets/selectors.js"
import type { BetReceipt } from "../../core/model/betslip.js"
import type { BetslipSettings } from "../../core/model/sportsbook.js"
import { RuntimeProvider } from "../../ui/app/runtime.js"
import { readCatalogue } from "../support/catalogue-files.js"
import { BetslipSettingsModal } from "../../ui/modals/sportsbook/SportsbookDialogs.js"
import { AutoCashoutControl } from "../../ui/pages/bets/AutoCashoutControl.js"
import { CashoutControl } from "../../ui/pages/bets/CashoutControl.js"
import { aBet } from "../support/bets-fixtures.js"
import { appStarted, aUser, harness, T0, type Harness } from "../core/harness.js"

/** The whole en-GB catalogue: the shell's and every lazy area's (the app draws dialogs inside all of them). */
const sourceMessages = readCatalogue("en-GB")

const loggedIn = (): Harness => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: aUser({ session_expires_at: null }) })
  return h
}
const withBet = (bet: BetReceipt): Harness => {
  const h = loggedIn()
  const opened = h.send({ _tag: "BetsViewOpened", list: "open" })
  const call = opened.find((c): c is Call => c._tag === "Call" && c.endpoint === "getBets")!
  h.send({ _tag: "BetsPageLoaded", requestId: call.requestId, list: "open", before: null, page: { bets: [bet], next_before: null } })
  return h
}

const render = (h: Harness, node: ReactNode): string => renderToStaticMarkup(
  <RuntimeProvider runtime={{ store: h.store, exportLog: () => h.store.log.toFile() }}>
    <IntlProvider locale="en-GB" messages={sourceMessages} onError={() => {}}>
      <Router ssrPath="/">{node}</Router>
    </IntlProvider>
  </RuntimeProvider>,
)
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ")
const settingsModal: ActiveModal = { id: "modal-1", name: "BetslipSettings", size: "action-sheet", closable: true, props: {}, layer: "other" }

describe("the BetslipSettings dialog", () => {
  const mine: BetslipSettings = { price_changes: "higher", default_stake: 250, quick_stakes: [100, 200, 300] }

  it("is a form filled from the bettor's settings: the rule checked, the stakes in their fields", () => {
    const h = loggedIn()
    expect(text(render(h, <BetslipSettingsModal modal={settingsModal} />))).toContain("Loading your settings…")
    h.send({ _tag: "BetslipSettingsLoaded", requestId: `betslip-settings:${T0}`, settings: mine })
    const html = render(h, <BetslipSettingsModal modal={settingsModal} />)
    expect(html.match(/<input type="radio"[^>]*checked=""[^>]*>/g)).toEqual(['<input type="radio" name="price-changes" checked="" value="higher"/>'])
    expect(html).toMatch(/name="default-stake"[^>]*value="2.50"|value="2.50"[^>]*name="default-stake"/)
    for (const [i, value] of ["1.00", "2.00", "3.00", ""].entries()) expect(html).toMatch(new RegExp(`value="${value.replace(".", "\\.")}"[^>]*name="quick-stake-${i + 1}"|name="quick-stake-${i + 1}"[^>]*value="${value.replace(".", "\\.")}"`))
    const words = text(html)
    for (const label of ["Ask me to accept each new price", "Accept higher prices", "Accept any price change", "Save settings"]) expect(words).toContain(label)
    expect(words).not.toContain("not available yet")
  })

  it("shows a refusal, its field named", () => {
    const h = loggedIn()
    h.send({ _tag: "BetslipSettingsLoaded", requestId: `betslip-settings:${T0}`, settings: mine })
    h.send({ _tag: "BetslipSettingsSubmitted", priceChanges: "any", defaultStake: "0", quickStakes: [] })
    const html = render(h, <BetslipSettingsModal modal={settingsModal} />)
    expect(text(html)).toContain("Enter amounts above 0 and up to 100,000, with at most two decimals.")
    expect(html).toContain('aria-invalid="true"')
  })
})

describe("My Bets' cash-out area", () => {
  it("shows the fair value beside the offer", () => {
    const h = withBet(aBet({ cashout_fair_value: 1500 }))
    const card = selectBetCard(41)(h.store.getState())!
    const words = text(render(h, <CashoutControl betId={41} cashout={card.cashout!} />))
    expect(words).toContain("Cash out £14.25")
    expect(words).toContain("Fair value £15.00")
  })

  it("automatic cash-out: a button to set one; the rule set with Change and Remove; a refusal's reason", () => {
    const none = withBet(aBet())
    expect(text(render(none, <AutoCashoutControl betId={41} auto={selectBetCard(41)(none.store.getState())!.autoCashout!} />))).toContain("Set auto cash-out")
    const h = withBet(aBet({ auto_cashout: { amount: 2000, status: "active" } }))
    h.send({ _tag: "AutoCashoutSubmitted", betId: 41, amount: "10" })
    const words = text(render(h, <AutoCashoutControl betId={41} auto={selectBetCard(41)(h.store.getState())!.autoCashout!} />))
    expect(words).toContain("Cashes out automatically when the offer reaches £20.00")
    expect(words).toContain("Change")
    expect(words).toContain("Remove")
    expect(words).toContain("The offer is already at that amount. Choose a higher amount, or cash out now.")
  })
})
