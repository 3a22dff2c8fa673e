/** The casino over HTTP (PGlite, and PostgreSQL with TEST_DATABASE_URL): lobby, rounds, blackjack actions, verifier, favourites, bad input. */
import { beforeAll, describe, expect, it } from "vitest"
import { CasinoHistory, CasinoLobby, CasinoRound } from "../../core/model/casino.js"
import { databaseTargets, decode, demoBettorToken, type MessageId, OPERATOR_TOKEN, publicMessage, register } from "./support.js"
import { suiteServer } from "./suite-server.js"

const c = (rank: number, suit = 0) => suit * 13 + rank - 1

describe.each(databaseTargets())("the casino over HTTP on $name", (target) => {
  const t = suiteServer(target)
  let token: string
  let poor: string

  beforeAll(async () => {
    token = await demoBettorToken(t)
    poor = (await register(t.api())).token
  })

  it("the lobby lists the games with their RTP, categories and providers; a game's details; an unknown game is 404", async () => {
    const lobby = decode(CasinoLobby, (await t.api().call("GET", "/api/v0/casino/lobby")).body)
    expect(lobby.games.map((g) => g.id)).toEqual(expect.arrayContaining(["gem-lines", "tiger-ways", "crown-jackpot", "european-roulette", "blackjack", "lucky-scratch", "live-roulette"]))
    expect(lobby.games.find((g) => g.id === "european-roulette")!.rtp_exact).toBe("36/37")
    const game = await t.api().call("GET", "/api/v0/casino/games/gem-lines")
    expect(game.status).toBe(200)
    expect(game.body.stakes).toEqual([0.2, 0.4, 1, 2, 5, 10])
    const missing = await t.api().call("GET", "/api/v0/casino/games/nope")
    expect(missing.status).toBe(404)
    expect(missing.body.public_message).toBe(publicMessage("casino.game_not_found"))
  })

  it("a slot round: 201, the same round id again answers the same round, other details are 409; the verifier replays it", async () => {
    const body = { round_id: "http-slot-round-1", game_id: "gem-lines", stake: 1 }
    const first = await t.api().call("POST", "/api/v0/casino/rounds", { token, body })
    expect(first.status).toBe(201)
    const round = decode(CasinoRound, first.body)
    expect(round.state).toBe("settled")
    expect(round.server_seed).not.toBeNull()
    const again = await t.api().call("POST", "/api/v0/casino/rounds", { token, body })
    expect(again.body).toEqual(first.body)
    const other = await t.api().call("POST", "/api/v0/casino/rounds", { token, body: { ...body, stake: 2 } })
    expect(other.status).toBe(409)
    const verify = await t.api().call("POST", "/api/v0/casino/verify", { body: { game_id: "gem-lines", server_seed: round.server_seed, client_seed: round.client_seed, nonce: round.nonce, stake: 1 } })
    expect(verify.status).toBe(200)
    expect(verify.body.server_seed_hash).toBe(first.body.server_seed_hash)
    expect(verify.body.outcome).toEqual(first.body.outcome)
  })

  it("a round is a casino line of the bettor's transactions, and the casino filter lists it", async () => {
    const body = { round_id: "http-slot-round-tx", game_id: "gem-lines", stake: 1 }
    expect((await t.api().call("POST", "/api/v0/casino/rounds", { token, body })).status).toBe(201)
    type Line = { type: string; kind: string }
    const lines = (await t.api().call("GET", "/api/v0/users/transactions?limit=100", { token })).body.transactions as Line[]
    const rounds = lines.filter((l) => l.kind === "casino_round")
    expect(rounds.length).toBeGreaterThan(0)
    expect(new Set(rounds.map((l) => l.type))).toEqual(new Set(["casino"]))
    const casino = (await t.api().call("GET", "/api/v0/users/transactions?type=casino&limit=100", { token })).body.transactions as Line[]
    expect(casino).toHaveLength(rounds.length)
    expect(new Set(casino.map((l) => l.kind))).toEqual(new Set(["casino_round"]))
    const other = (await t.api().call("GET", "/api/v0/users/transactions?type=other&limit=100", { token })).body.transactions as Line[]
    expect(other.map((l) => l.kind)).not.toContain("casino_round")
  })

  it("bad input answers 400/422 with a public message, never 500", async () => {
    const cases: Array<[unknown, number, MessageId]> = [
      [{ round_id: "x", game_id: "gem-lines", stake: 1 }, 400, "request.invalid_fields"],
      [{ round_id: "http-bad-round-1", game_id: "gem-lines", stake: 0.33 }, 422, "casino.invalid_stake"],
      [{ round_id: "http-bad-round-2", game_id: "european-roulette", bets: [{ type: "split", numbers: [1, 5], stake: 1 }] }, 422, "casino.invalid_bet"],
      [{ round_id: "http-bad-round-3", game_id: "european-roulette" }, 422, "casino.invalid_bet"],
      [{ round_id: "http-bad-round-4", game_id: "nope", stake: 1 }, 404, "casino.game_not_found"],
      [{ round_id: 5 }, 400, "request.invalid_fields"],
    ]
    for (const [body, status, said] of cases) {
      const reply = await t.api().call("POST", "/api/v0/casino/rounds", { token, body })
      expect(reply.status, JSON.stringify(body)).toBe(status)
      expect(reply.body.public_message, JSON.stringify(body)).toBe(publicMessage(said))
    }
    expect((await t.api().call("POST", "/api/v0/casino/rounds", { body: { round_id: "http-anon-1", game_id: "gem-lines", stake: 1 } })).status).toBe(401)
    const broke = await t.api().call("POST", "/api/v0/casino/rounds", { token: poor, body: { round_id: "http-poor-round-1", game_id: "gem-lines", stake: 10 } })
    expect(broke.status).toBe(422)
    expect(broke.body.message_key).toBe("INSUFFICIENT_FUNDS")
  })

  it("a roulette round with several bets; a blackjack hand with a split on a shoe the operator forced", async () => {
    const roulette = await t.api().call("POST", "/api/v0/casino/rounds", { token, body: { round_id: "http-roulette-1", game_id: "european-roulette", bets: [{ type: "red", numbers: [], stake: 1 }, { type: "dozen", numbers: Array.from({ length: 12 }, (_, i) => i + 13), stake: 0.5 }] } })
    // `red` carries its numbers; with none it is not a bet of the table.
    expect(roulette.status).toBe(422)
    const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]
    const ok = await t.api().call("POST", "/api/v0/casino/rounds", { token, body: { round_id: "http-roulette-2", game_id: "european-roulette", bets: [{ type: "red", numbers: reds, stake: 1 }, { type: "straight", numbers: [17], stake: 0.5 }] } })
    expect(ok.status).toBe(201)
    expect(ok.body.total_staked).toBe(1.5)
    expect(ok.body.outcome.kind).toBe("roulette")

    const forced = await t.api().call("POST", "/api/ops/casino/blackjack/next-shoe", { token: OPERATOR_TOKEN, body: { cards: [c(8), c(10), c(8, 1), c(7), c(3), c(10), c(10, 2)] } })
    expect(forced.status).toBe(200)
    const deal = decode(CasinoRound, (await t.api().call("POST", "/api/v0/casino/rounds", { token, body: { round_id: "http-blackjack-1", game_id: "blackjack", stake: 1 } })).body)
    expect(deal.state).toBe("in_play")
    expect(deal.outcome.kind === "blackjack" && deal.outcome.actions).toContain("split")
    const act = (action: string, step: number) => t.api().call("POST", `/api/v0/casino/rounds/${deal.round_id}/actions`, { token, body: { action, step } })
    expect((await act("split", 1)).status).toBe(200)
    expect((await act("split", 1)).status).toBe(200) // the same step again: answered, not replayed
    expect((await act("hit", 5)).status).toBe(409)
    expect((await act("double", 2)).status).toBe(200)
    const end = decode(CasinoRound, (await act("stand", 3)).body)
    expect(end.state).toBe("settled")
    expect(end.total_staked).toBe(300)
    expect(end.returned).toBe(600)
    expect((await act("hit", 4)).status).toBe(422)

    const history = decode(CasinoHistory, (await t.api().call("GET", "/api/v0/casino/rounds?limit=5", { token })).body)
    expect(history.rounds.map((r) => r.round_id)).toEqual(expect.arrayContaining(["http-blackjack-1", "http-roulette-2", "http-slot-round-1"]))
    expect((await t.api().call("GET", "/api/v0/casino/rounds?limit=0", { token })).status).toBe(400)
  })

  it("favourites: add, list, remove; an unknown game cannot be a favourite", async () => {
    expect((await t.api().call("PUT", "/api/v0/casino/favourites/tiger-ways", { token })).body.game_ids).toEqual(["tiger-ways"])
    expect((await t.api().call("PUT", "/api/v0/casino/favourites/nope", { token })).status).toBe(404)
    expect((await t.api().call("DELETE", "/api/v0/casino/favourites/tiger-ways", { token })).body.game_ids).toEqual([])
  })
})
