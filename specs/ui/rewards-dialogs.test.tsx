/**
 * The rewards dialogs of spec §2.10 (ui/modals/rewards) over a real store: each is registered
 * with its own body (none is a title-only placeholder), shows what the rewards overview and the
 * wallet say, and sends the bettor's presses (claim, opt in, daily game pick) as core's events.
 * Rendered to static markup (no DOM): effects do not run, so the overview is loaded by sending
 * the events the shell would (RewardsOpened, then the server's answers).
 */
import type { ComponentType } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { IntlProvider } from "react-intl"
import { describe, expect, it } from "vitest"
import { Router } from "wouter"
import type { Command } from "../../core/app/commands.js"
import type { ActiveModal } from "../../core/app/selectors.js"
import { REGISTERED_MODAL_NAMES, type ModalName } from "../../core/modals/registry.js"
import type { DailyGameState, RewardOffer, RewardsOverview, UserReward } from "../../core/rewards/index.js"
import { RuntimeProvider } from "../../ui/app/runtime.js"
import { readCatalogue } from "../support/catalogue-files.js"
import type { ModalBodyProps } from "../../ui/modals/ModalParts.js"
import { PlaceholderModal } from "../../ui/modals/PlaceholderModal.js"
import * as dialogs from "../../ui/modals/rewards/RewardsDialogs.js"
import * as walletDialogs from "../../ui/modals/rewards/WalletRewardDialogs.js"
import { aSiteConfig, appStarted, aUser, harness, T0, type Harness } from "../core/harness.js"

/** The whole en-GB catalogue: the shell's and every lazy area's (the app draws dialogs inside all of them). */
const sourceMessages = readCatalogue("en-GB")

const DAY = 86_400_000

/** The rewards dialogs by name, as ui/modals/registry.tsx maps them (checked by the first test). */
const BODIES = {
  Reward: dialogs.RewardModal, Rewards: dialogs.RewardsModal, RewardsSummary: dialogs.RewardsSummaryModal, ClaimReward: dialogs.ClaimRewardModal,
  OptIn: dialogs.OptInModal, ClubSteps: dialogs.ClubStepsModal, DailyGame: dialogs.DailyGameModal,
  Referral: walletDialogs.ReferralModal, Credit: walletDialogs.CreditModal, Voucher: walletDialogs.VoucherModal, FreeSpins: walletDialogs.FreeSpinsModal,
} satisfies Partial<Record<ModalName, ComponentType<ModalBodyProps>>>
type RewardsDialog = keyof typeof BODIES

const aReward = (over: Partial<UserReward> = {}): UserReward => ({
  id: 1, offer_id: 101, source: "offer", kind: "free_bet", amount: 500, spins: null, status: "opted_in", progress: 0, target: 1,
  title: "Bet £10, get a £5 free bet", expires_at: T0 + 7 * DAY, opted_in_at: T0, earned_at: null, claimed_at: null, claim_ref: null,
  ...over,
})

const football: RewardOffer = {
  id: 101, slug: "football-bet-10-get-5", kind: "free_bet", amount: 500, spins: null, title: "Bet £10, get a £5 free bet",
  description: "Opt in, then bet £10 or more on football at evens.", rule: { type: "bet", sport: "football", min_stake: 1000, min_price: 2, count: 1 },
  valid_days: 7, reward: null,
}
const referral: RewardOffer = {
  id: 106, slug: "refer-a-friend", kind: "referral", amount: 1000, spins: null, title: "Refer a friend, get £10",
  description: "Opt in and refer a friend.", rule: { type: "referral", count: 1 }, valid_days: 30, reward: null,
}

const overviewOf = (offers: ReadonlyArray<RewardOffer>, mine: ReadonlyArray<UserReward> = []): RewardsOverview => ({
  offers: offers.map((o) => ({ ...o, reward: mine.find((r) => r.offer_id === o.id) ?? o.reward })),
  in_progress: mine.filter((r) => r.status === "opted_in"),
  earned: mine.filter((r) => r.status === "earned"),
  claimed: mine.filter((r) => r.status === "claimed"),
  expired: mine.filter((r) => r.status === "expired"),
})

const requestIdOf = (commands: ReadonlyArray<Command>, endpoint: string): string => {
  const call = commands.find((c) => c._tag === "Call" && c.endpoint === endpoint)
  if (!call || call._tag !== "Call") throw new Error(`no call to ${endpoint}`)
  return call.requestId
}

/** Ada logged in (with `account` over hers), the rewards overview and the daily game loaded as given. */
const bettor = (overview: RewardsOverview, daily: DailyGameState | null = null, account: Partial<ReturnType<typeof aUser>["account"]> = {}): Harness => {
  const h = harness()
  h.send(appStarted({ storedToken: "tok" }))
  h.send({ _tag: "SiteConfigLoaded", requestId: "r", config: aSiteConfig({ daily_game: true }) })
  h.send({ _tag: "ConfigsLoaded", requestId: "r", configs: { countries: [] } })
  const user = aUser({ session_expires_at: null })
  h.send({ _tag: "SessionOpened", requestId: "r", via: "refresh", token: "tok", user: { ...user, account: { ...user.account, ...account } } })
  const opened = h.send({ _tag: "RewardsOpened", locale: "en-GB" })
  h.send({ _tag: "RewardsLoaded", requestId: requestIdOf(opened, "getRewards"), overview })
  if (daily) h.send({ _tag: "DailyGameLoaded", requestId: requestIdOf(opened, "getDailyGame"), state: daily })
  return h
}

const modal = (name: ModalName, props: Record<string, unknown> = {}): ActiveModal => ({ id: "modal-1", name, size: "md", closable: true, props, layer: "other" })

/** The dialog body's markup as the modal host would render it, in en-GB. */
const render = (h: Harness, name: RewardsDialog, props: Record<string, unknown> = {}): string => {
  const Body: ComponentType<ModalBodyProps> = BODIES[name]
  return renderToStaticMarkup(
    <RuntimeProvider runtime={{ store: h.store, exportLog: () => h.store.log.toFile() }}>
      <IntlProvider locale="en-GB" messages={sourceMessages} onError={() => {}}>
        <Router ssrPath="/"><Body modal={modal(name, props)} /></Router>
      </IntlProvider>
    </RuntimeProvider>,
  )
}

/** The markup's text, tags dropped and entities of the formatted money undone. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ")

describe("the rewards dialogs", () => {
  it("are registered names, each drawn by its own body in the modal registry (not the placeholder)", async () => {
    // The registry loads each body on demand (a chunk of its own in the build).
    const { modalBodyLoaders } = await import("../../ui/modals/registry.js")
    for (const [name, body] of Object.entries(BODIES)) {
      expect(REGISTERED_MODAL_NAMES).toContain(name)
      const registered = await modalBodyLoaders[name as RewardsDialog]()
      expect([name, registered === body, body === PlaceholderModal]).toEqual([name, true, false])
    }
  })

  it("ClaimReward: an earned reward's Claim sends one claim; the claimed reward says where it went", () => {
    const earned = aReward({ status: "earned", progress: 1, earned_at: T0 + DAY })
    const h = bettor(overviewOf([football], [earned]))
    const before = text(render(h, "ClaimReward", { rewardId: 1 }))
    expect(before).toContain("£5.00 free bet")
    expect(before).toContain("Claim by")
    expect(render(h, "ClaimReward", { rewardId: "1" })).toContain('aria-label="Claim: Bet £10, get a £5 free bet"')

    const sent = h.send({ _tag: "RewardClaimRequested", rewardId: 1 })
    expect(render(h, "ClaimReward", { rewardId: 1 })).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Claim: Bet £10/)
    h.send({ _tag: "RewardUpdated", requestId: requestIdOf(sent, "claimReward"), reward: { ...earned, status: "claimed", claimed_at: T0 + 2 * DAY, claim_ref: "voucher:9" } })
    const after = text(render(h, "ClaimReward", { rewardId: 1 }))
    expect(after).toContain("Your free bet is in your account")
    expect(after).not.toContain("Claim: Bet")
  })

  it("ClaimReward without a reward lists every reward ready to claim, or says there is none", () => {
    expect(text(render(bettor(overviewOf([football])), "ClaimReward"))).toContain("You have no rewards to claim right now.")
    const h = bettor(overviewOf([football], [aReward({ status: "earned", progress: 1 })]))
    expect(render(h, "ClaimReward")).toContain('aria-label="Claim: Bet £10, get a £5 free bet"')
  })

  it("Reward and OptIn state the offer's rule in words, and OptIn's button opts in", () => {
    const h = bettor(overviewOf([football, referral]))
    const reward = text(render(h, "Reward", { slug: "football-bet-10-get-5" }))
    expect(reward).toContain("1 bet on Football with a cash stake of £10.00 or more, at odds of 2.0 or bigger")
    expect(render(h, "OptIn", { offerId: 101 })).toContain('aria-label="Opt in: Bet £10, get a £5 free bet"')
    expect(text(render(h, "Reward", { rewardId: 99 }))).toContain("We couldn't find this reward.")
    expect(text(render(h, "Reward"))).toContain("Nothing in progress yet.")
    const earned = bettor(overviewOf([football], [aReward({ status: "earned", progress: 1 })]))
    expect(render(earned, "Reward")).toContain('aria-label="Claim: Bet £10, get a £5 free bet"')
  })

  it("ClubSteps marks the steps from the reward's status: opted in, meeting the rule with its progress", () => {
    const h = bettor(overviewOf([football], [aReward({ status: "opted_in", progress: 0 })]))
    const html = render(h, "ClubSteps", { offerId: 101 })
    expect(html).toMatch(/club-step--done[\s\S]*Opt in[\s\S]*club-step--current[\s\S]*Meet the terms[\s\S]*club-step--todo[\s\S]*Claim/)
    expect(text(html)).toContain("0 of 1")
  })

  it("DailyGame: the board, and today's prize claimed here once the overview says so", () => {
    const prize = aReward({ id: 5, offer_id: null, source: "daily_game", status: "earned", progress: 1, title: "Daily game free bet", amount: 100 })
    const daily: DailyGameState = {
      game: "pick-a-box", boxes: 3, available: false, played_today: true, day: "2026-11-27",
      prizes: [{ key: "free_bet_1", kind: "free_bet", amount: 100, spins: null, probability: 0.5 }, { key: "none", kind: null, amount: 0, spins: null, probability: 0.5 }],
      play: { box: 1, prize: { key: "free_bet_1", kind: "free_bet", amount: 100, spins: null, probability: 0.5 }, reward: prize, played_at: T0 },
    }
    const h = bettor(overviewOf([], [prize]), daily)
    const html = render(h, "DailyGame")
    expect(text(html)).toContain("You won £1.00 free bet! Claim it below.")
    expect(html).toContain('aria-label="Claim: Daily game free bet"')
    // Claimed on the rewards page: the overview holds the claimed prize, the dialog follows it.
    const sent = h.send({ _tag: "RewardClaimRequested", rewardId: 5 })
    h.send({ _tag: "RewardUpdated", requestId: requestIdOf(sent, "claimReward"), reward: { ...prize, status: "claimed", claimed_at: T0, claim_ref: "voucher:3" } })
    const after = render(h, "DailyGame")
    expect(after).not.toContain('aria-label="Claim: Daily game free bet"')
    expect(text(after)).toContain("Your free bet is in your account")
  })

  it("Voucher, Credit and FreeSpins show the wallet's figures beside the rewards of their kind", () => {
    const h = bettor(overviewOf([football]), null, { vouchers: [{ id: 3, amount: 250 }], free_spins: [{ id: 4, value: 10 }], bonus: 300, referral_bonus: 1000 })
    const voucher = text(render(h, "Voucher"))
    expect(voucher).toContain("1 free bet in your account")
    expect(voucher).toContain("£2.50 free bet")
    expect(voucher).toContain("Bet £10, get a £5 free bet")
    const credit = text(render(h, "Credit"))
    expect(credit).toMatch(/Bonus £3\.00/)
    expect(credit).toMatch(/Bonus balance £13\.00/)
    expect(text(render(h, "FreeSpins"))).toContain("1 free spin in your account")
  })

  it("Referral states the referral offer and the referral bonus; the code and link once the server gave them", () => {
    const h = bettor(overviewOf([football, referral]), null, { referral_bonus: 1000 })
    const before = render(h, "Referral")
    expect(text(before)).toContain("Refer a friend, get £10")
    expect(text(before)).toContain("1 friend you refer")
    expect(text(before)).toMatch(/Referral bonus £10\.00/)
    expect(text(before)).not.toContain("Bet £10, get a £5 free bet")
    expect(before).not.toContain("reward-referral__code")
    const asked = h.send({ _tag: "ReferralOpened" })
    h.send({ _tag: "ReferralLoaded", requestId: requestIdOf(asked, "getReferral"), referral: { code: "DEMO7Q2K", link: "/auth/signup?ref=DEMO7Q2K", signed_up: 2, qualified: 1 } })
    const after = render(h, "Referral")
    expect(after).toContain('value="DEMO7Q2K"')
    expect(after).toContain('value="/auth/signup?ref=DEMO7Q2K"')
    expect(text(after)).toMatch(/Referral bonus £10\.00/)
  })

  it("RewardsSummary counts what the overview holds", () => {
    const h = bettor(overviewOf([football, referral], [aReward({ status: "earned", progress: 1 }), aReward({ id: 2, offer_id: 106, kind: "referral", title: "Refer a friend, get £10" })]))
    expect(text(render(h, "RewardsSummary"))).toMatch(/Ready to claim 1 In progress 1 Claimed 0/)
  })
})
