/**
 * Provably fair end to end (issue 16), through core's own endpoint declarations against the real
 * server (PGlite, and PostgreSQL with TEST_DATABASE_URL): the hash the bettor sees before play is
 * the hash of the seed the round then uses and reveals; a round's verifier link, parsed by core's
 * form and sent as core's body, replays to the same outcome; a client seed the bettor chooses is
 * the one the next round uses.
 */
import * as Result from "effect/Result"
import { beforeAll, describe, expect, it } from "vitest"
import { getCasinoFairness, parseVerifierForm, setCasinoClientSeed, verifierFormOf, verifierQueryOf, verifyCasinoRound } from "../../core/casino/index.js"
import { CasinoFairness, CasinoRound, VerifyResponse } from "../../core/model/casino.js"
import { databaseTargets, decode, demoBettorToken } from "./support.js"
import { suiteServer } from "./suite-server.js"

const bodyOf = (r: Result.Result<unknown, string>): unknown => {
  if (!Result.isSuccess(r)) throw new Error(r.failure)
  return r.success
}

describe.each(databaseTargets())("provably fair through core's calls on $name", (target) => {
  const t = suiteServer(target)
  let token: string

  beforeAll(async () => {
    token = await demoBettorToken(t)
  })

  const fairness = async () => decode(CasinoFairness, (await t.api().call(getCasinoFairness.method, `/api/v0/${getCasinoFairness.path({})}`, { token })).body)
  const play = async (body: object) => {
    const reply = await t.api().call("POST", "/api/v0/casino/rounds", { token, body })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    return decode(CasinoRound, reply.body)
  }
  const verifyLink = async (round: CasinoRound, kind: "slot" | "roulette") => {
    const parsed = parseVerifierForm(verifierFormOf(verifierQueryOf(round)!), kind)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
    const reply = await t.api().call(verifyCasinoRound.method, `/api/v0/${verifyCasinoRound.path(parsed.request)}`, { body: bodyOf(verifyCasinoRound.body!(parsed.request)) })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    return { result: decode(VerifyResponse, reply.body), expectedHash: parsed.expectedHash }
  }

  it("the hash shown before a slot round is the one the round commits to; its verifier link replays the same reels and return", async () => {
    const before = await fairness()
    const round = await play({ round_id: "fair-slot-round-1", game_id: "gem-lines", stake: 1 })
    expect(round.server_seed_hash).toBe(before.server_seed_hash)
    expect(round.nonce).toBe(before.nonce)
    expect(round.client_seed).toBe(before.client_seed)
    const after = await fairness()
    expect(after.server_seed_hash).not.toBe(before.server_seed_hash)
    expect(after.nonce).toBe(before.nonce + 1)
    const { result, expectedHash } = await verifyLink(round, "slot")
    expect(result.server_seed_hash).toBe(expectedHash)
    expect(result.outcome).toEqual(round.outcome)
    expect(result.returned).toBe(round.returned)
  })

  it("a roulette round's link carries its bets: the same pocket and return", async () => {
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]
    const round = await play({ round_id: "fair-roulette-round-1", game_id: "european-roulette", bets: [{ type: "red", numbers: red, stake: 1 }, { type: "straight", numbers: [17], stake: 0.1 }] })
    const { result } = await verifyLink(round, "roulette")
    expect(result.outcome).toEqual(round.outcome)
    expect(result.returned).toBe(round.returned)
  })

  it("a client seed chosen through core's call is the one the next round uses; another seed does not give the same hash", async () => {
    const chosen = await t.api().call(setCasinoClientSeed.method, `/api/v0/${setCasinoClientSeed.path({ clientSeed: "my-lucky-seed" })}`, { token, body: bodyOf(setCasinoClientSeed.body!({ clientSeed: "my-lucky-seed" })) })
    expect(chosen.status).toBe(200)
    const committed = decode(CasinoFairness, chosen.body)
    expect(committed.client_seed).toBe("my-lucky-seed")
    const round = await play({ round_id: "fair-slot-round-2", game_id: "gem-lines", stake: 1 })
    expect(round.client_seed).toBe("my-lucky-seed")
    expect(round.server_seed_hash).toBe(committed.server_seed_hash)
    const forged = { game_id: "gem-lines", server_seed: `${round.server_seed}0`, client_seed: round.client_seed, nonce: round.nonce, stake: 100 }
    const reply = await t.api().call("POST", "/api/v0/casino/verify", { body: bodyOf(verifyCasinoRound.body!(forged)) })
    expect(decode(VerifyResponse, reply.body).server_seed_hash).not.toBe(round.server_seed_hash)
  })
})
