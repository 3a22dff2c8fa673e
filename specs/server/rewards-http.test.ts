/**
 * The rewards and daily game calls end to end on a server with the seeded simulator: a visitor
 * sees the offers; the demo bettor opts in, places a qualifying football bet through bets/place,
 * sees the progress pushed live on the socket (`reward`), claims (twice: one voucher), and finds
 * the free bet offered on the betslip and usable; the daily game plays once per day (a second
 * device is refused with 409) and its prize lands as a reward. Every answer decodes with the
 * client's schemas (core/rewards/model.ts). PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from "vitest"
import { Betslip } from "../../core/model/betslip.js"
import { DailyGameState, RewardOffer, RewardPush, RewardsOverview, UserReward } from "../../core/rewards/model.js"
import { joinLobby } from "./socket-support.js"
import { databaseTargets, decode, demoBettorToken, login, publicMessage } from "./support.js"
import { steppedSimulator, suiteServer } from "./suite-server.js"

describe.each(databaseTargets())("rewards calls on $name", (target) => {
  const t = suiteServer(target, steppedSimulator(7))
  let token: string
  beforeAll(async () => {
    token = await demoBettorToken(t)
  })
  const call = (method: string, path: string, body?: unknown, auth = true) => t.api().call(method, path, { token: auth ? token : null, ...(body === undefined ? {} : { body }) })

  /** An open football selection of an upcoming match priced at evens or more. */
  const footballPick = (minDecimal: number) => {
    const w = t.server.simulator!.world
    const football = [...w.games.values()].find((g) => g.name === "football")!
    for (const match of w.matches.values()) {
      if (match.status !== "upcoming" || match.kind !== "event" || match.gameId !== football.id) continue
      for (const market of w.marketsOf(match.id)) {
        if (market.status !== "open" || market.outright) continue
        const contract = w.contractsOf(market.id).find((c) => c.status === "open" && c.price && 1 + c.price.num / c.price.den >= minDecimal && c.boosted === null)
        if (contract) return { market, contract }
      }
    }
    throw new Error("no football price at evens")
  }

  it("a visitor sees the offers the server states, with no reward of their own", async () => {
    const overview = decode(RewardsOverview, (await call("GET", "/api/v0/rewards?locale=pt-BR", undefined, false)).body)
    expect(overview.offers.map((o) => o.id)).toEqual([101, 102, 103, 104, 105, 106])
    expect(overview.offers[0]!.title).toBe("Aposte £10 e ganhe uma aposta grátis de £5")
    expect(overview.offers[0]!.rule).toEqual({ type: "bet", sport: "football", min_stake: 1000, min_price: 2, count: 1 })
    expect(overview.offers.every((o) => o.reward === null)).toBe(true)
    const bySlug = decode(RewardOffer, (await call("GET", "/api/v0/rewards/offers/casino-50-spins", undefined, false)).body)
    expect([bySlug.id, bySlug.spins, bySlug.amount]).toEqual([102, 10, 100])
    expect((await call("GET", "/api/v0/rewards/offers/999", undefined, false)).status).toBe(404)
    expect((await call("POST", "/api/v0/rewards/offers/101/opt-in", {}, false)).status).toBe(401)
  })

  it("opt in, meet the rule with a real bet, progress pushed live, claim twice (one voucher), the free bet on the slip and used", async () => {
    const lobby = await joinLobby(t.server.url)
    lobby.channel.on("reward", (payload) => lobby.pushes.record("reward", payload))
    expect((await lobby.push("authenticate", { token })).status).toBe("ok")
    try {
      const opted = await call("POST", "/api/v0/rewards/offers/101/opt-in", {})
      expect(opted.status).toBe(201)
      const reward = decode(UserReward, opted.body)
      expect([reward.status, reward.progress, reward.target]).toEqual(["opted_in", 0, 1])
      expect(decode(RewardPush, await lobby.pushes.next("reward")).status).toBe("opted_in")
      expect((await call("POST", "/api/v0/rewards/offers/101/opt-in", {})).status).toBe(200)
      // Claiming before the rule is met is refused.
      const early = await call("POST", `/api/v0/rewards/${reward.id}/claim`, {})
      expect(early.status).toBe(409)
      expect(early.body.message_key).toBe("REWARD_NOT_EARNED")

      const { market, contract } = footballPick(2)
      const bet = { stake: "10.00", type: "single", use_bonus: false, each_way: false, voucher_id: null, legs: [{ id: contract.id, price: `${contract.price!.num}/${contract.price!.den}`, selections: [{ market_id: market.id, contract_id: contract.id }], each_way: null, start_price: false }] }
      const placed = await t.api().call("POST", "/api/v1/bets/place", { token, body: { odds_format: "fractional", bets: [bet] }, headers: { "idempotency-key": "reward-bet-1" } })
      expect(placed.status).toBe(201)
      const pushed = decode(RewardPush, await lobby.pushes.next("reward"))
      expect([pushed.id, pushed.status, pushed.progress]).toEqual([reward.id, "earned", 1])
      // The same placement retried counts nothing more.
      await t.api().call("POST", "/api/v1/bets/place", { token, body: { odds_format: "fractional", bets: [bet] }, headers: { "idempotency-key": "reward-bet-1" } })
      expect(decode(UserReward, (await call("GET", `/api/v0/rewards/${reward.id}`)).body).progress).toBe(1)

      const first = decode(UserReward, (await call("POST", `/api/v0/rewards/${reward.id}/claim`, {})).body)
      const second = decode(UserReward, (await call("POST", `/api/v0/rewards/${reward.id}/claim`, {})).body)
      expect(first.status).toBe("claimed")
      expect(second).toEqual(first)
      const voucherId = Number(first.claim_ref!.split(":")[1])

      // The free bet is offered on the slip, and a bet uses it.
      const slip = decode(Betslip, (await t.api().call("POST", "/api/v1/betslip", { token, body: { betslip_legs: [[contract.id]] } })).body)
      const offered = slip.vouchers.filter((v) => v.id === voucherId)
      expect(offered.map((v) => v.amount)).toEqual([500])
      const withVoucher = { ...bet, stake: "0.00", voucher_id: voucherId }
      const used = await t.api().call("POST", "/api/v1/bets/place", { token, body: { odds_format: "fractional", bets: [withVoucher] }, headers: { "idempotency-key": "reward-bet-2" } })
      expect(used.status, JSON.stringify(used.body)).toBe(201)
      expect(used.body[0].voucher).toBe(5)
      const overview = decode(RewardsOverview, (await call("GET", "/api/v0/rewards")).body)
      expect(overview.claimed.map((r) => r.id)).toContain(reward.id)
      expect(overview.offers.find((o) => o.id === 101)!.reward!.status).toBe("claimed")
    } finally {
      lobby.close()
    }
  })

  it("the daily game: stated odds, one play a day (a second device is refused), the prize lands as a reward", async () => {
    const before = decode(DailyGameState, (await call("GET", "/api/v0/daily-game")).body)
    expect(before.available).toBe(true)
    expect(before.played_today).toBe(false)
    expect(before.prizes.reduce((s, p) => s + p.probability, 0)).toBeCloseTo(1, 12)
    expect(before.prizes.find((p) => p.key === "free_bet_1")!.probability).toBe(0.2)
    const played = await call("POST", "/api/v0/daily-game/play", { box: 1 })
    expect(played.status).toBe(201)
    const state = decode(DailyGameState, played.body)
    expect([state.played_today, state.available, state.play!.box]).toEqual([true, false, 1])
    if (state.play!.prize.kind !== null) expect(state.play!.reward!.status).toBe("earned")
    // Another device of the same bettor (a new session) is refused today.
    const demo = t.server.demoAccount!
    const other = (await login(t.api(), demo.email, demo.password)).token
    const again = await t.api().call("POST", "/api/v0/daily-game/play", { token: other, body: { box: 0 } })
    expect(again.status).toBe(409)
    expect(again.body.message_key).toBe("DAILY_GAME_PLAYED")
    expect(again.body.public_message).toBe(publicMessage("daily_game.played"))
    expect(decode(DailyGameState, (await t.api().call("GET", "/api/v0/daily-game", { token: other })).body).play).toEqual(state.play)
    expect((await call("POST", "/api/v0/daily-game/play", { box: 7 })).status).toBe(400)
    expect((await call("POST", "/api/v0/daily-game/play", { box: "x" })).status).toBe(400)
  })
})
