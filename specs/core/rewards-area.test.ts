/**
 * The rewards area in core (issue 18): opening loads the overview (and the daily game when logged
 * in); an opt-in or claim sends one call however often it is pressed; answers and pushes put the
 * reward where its status says; the daily game's play is stored as played for the day.
 */
import { describe, expect, it } from "vitest"
import { selectRewards, withReward, type RewardOffer, type RewardsOverview, type UserReward } from "../../core/rewards/index.js"
import { appStarted, harness } from "./harness.js"

const reward = (over: Partial<UserReward> = {}): UserReward => ({
  id: 7, offer_id: 101, source: "offer", kind: "free_bet", amount: 500, spins: null, status: "opted_in", progress: 0, target: 1, title: "Bet £10, get a £5 free bet",
  expires_at: 1_800_000_000_000, opted_in_at: 1_795_000_000_000, earned_at: null, claimed_at: null, claim_ref: null, ...over,
})
const offer: RewardOffer = { id: 101, slug: "football-bet-10-get-5", kind: "free_bet", amount: 500, spins: null, title: "t", description: "d", rule: { type: "spins", count: 50 }, valid_days: 7, reward: null }
const overview: RewardsOverview = { offers: [offer], in_progress: [], earned: [], claimed: [], expired: [] }
const calls = (cmds: ReadonlyArray<{ _tag: string }>) => cmds.filter((c) => c._tag === "Call") as unknown as Array<{ endpoint: string; input: unknown; requestId: string }>

describe("rewards area", () => {
  it("withReward moves a reward to the list of its status and onto its offer", () => {
    const a = withReward(overview, reward())
    expect([a.in_progress.length, a.offers[0]!.reward?.status]).toEqual([1, "opted_in"])
    const b = withReward(a, reward({ status: "earned", progress: 1 }))
    expect([b.in_progress.length, b.earned.length, b.offers[0]!.reward?.progress]).toEqual([0, 1, 1])
  })

  it("opening loads the overview; an opt-in pressed twice sends one call; the answer and a push update the offer", () => {
    const h = harness()
    h.send(appStarted())
    const [load] = calls(h.send({ _tag: "RewardsOpened", locale: "pt-BR" }))
    expect([load!.endpoint, load!.input]).toEqual(["getRewards", { locale: "pt-BR" }])
    h.send({ _tag: "RewardsLoaded", requestId: load!.requestId, overview })
    const first = calls(h.send({ _tag: "RewardOptInRequested", offerId: 101 }))
    expect(first.map((c) => c.endpoint)).toEqual(["optInReward"])
    expect(calls(h.send({ _tag: "RewardOptInRequested", offerId: 101 }))).toEqual([])
    h.send({ _tag: "RewardUpdated", requestId: first[0]!.requestId, reward: reward() })
    expect(selectRewards(h.store.getState()).overview!.offers[0]!.reward?.status).toBe("opted_in")
    h.send({ _tag: "RewardPushed", reward: reward({ status: "earned", progress: 1 }) })
    expect(selectRewards(h.store.getState()).overview!.earned.map((r) => r.id)).toEqual([7])
    const claim = calls(h.send({ _tag: "RewardClaimRequested", rewardId: 7 }))
    expect(claim.map((c) => [c.endpoint, c.input])).toEqual([["claimReward", { rewardId: 7, locale: "pt-BR" }]])
    h.send({ _tag: "RequestFailed", requestId: claim[0]!.requestId, endpoint: "claimReward", method: "POST", path: "/v0/rewards/7/claim", status: 409, reason: "http", error: null, detail: "" })
    // A failed claim can be tried again.
    expect(calls(h.send({ _tag: "RewardClaimRequested", rewardId: 7 }))).toHaveLength(1)
  })
})
