/**
 * Virtual sports on the database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the service
 * (server/domain/virtuals/service.ts) on a test clock schedules events without overlap, closes
 * betting at the off, and at the finish settles bets placed through the ordinary placement
 * (place.ts) with the ordinary settlement (selection_results, settleBetsFor) on the ledger: win,
 * each-way, forecast, match result and correct score, including a dead heat. Money is never made
 * or lost (the ledger's total stays 0).
 */
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ServerContext } from "../../server/context.js"
import { bets, virtualEvents } from "../../server/db/schema.js"
import { placeBets, type PlaceContext } from "../../server/domain/betting/place.js"
import { balanceOfAccount } from "../../server/domain/ledger/postings.js"
import { eventIdOf, KINDS, MIN_REST_MS, VIRTUAL_KINDS, type VirtualKind } from "../../server/domain/virtuals/model.js"
import { masterKeyFromSeed } from "../../server/domain/virtuals/secure-rng.js"
import { VirtualsService, type VirtualEventState } from "../../server/domain/virtuals/service.js"
import type { Delivery } from "../../server/realtime/hub.js"
import { newFundedUser, placeRequest as request, singleBet } from "./betting-support.js"
import { databaseTargets, testClock, TEST_NOW } from "./support.js"
import { ledgerTotal, migratedDatabase } from "./suite-database.js"

const fraction = (f: { num: number; den: number }) => `${f.num}/${f.den}`

const single = (contractId: number, marketId: number, price: string, stake: number, eachWay = false) => singleBet(contractId, marketId, price, stake, { each_way: eachWay })

describe.each(databaseTargets())("virtual sports on $name", (target) => {
  const database = migratedDatabase(target)
  const clock = testClock(TEST_NOW)
  const pushes: Delivery[] = []
  let service: VirtualsService
  let place: PlaceContext

  beforeAll(async () => {
    const ctx = { db: database.db, clock, log: () => {}, hub: { reaches: () => true, publish: async (d: Delivery) => void pushes.push(d) }, sim: null } as unknown as ServerContext
    service = await VirtualsService.start(ctx, { master: masterKeyFromSeed(7), tickMs: 0, ahead: 3 })
    place = { db: database.db, world: () => service.world, clock }
    await service.tick()
  })
  afterAll(async () => {
    await service?.stop()
  })

  const next = (kind: VirtualKind): VirtualEventState => [...service.events.values()].filter((e) => e.card.kind === kind && e.status === "upcoming").sort((a, b) => a.card.offAt - b.card.offAt)[0]!
  /** Moves the clock to the event's end in ticks, as the server would. */
  const runThrough = async (state: VirtualEventState) => {
    while (clock() < state.card.endAt) {
      clock.advance(Math.min(5_000, state.card.endAt - clock()))
      await service.tick()
    }
  }
  const start = async (kind: VirtualKind) => {
    const started = await service.startNext(kind)
    expect(started).not.toBeNull()
    return started!
  }

  it("schedules three events of each kind ahead, with their markets in the catalogue and the virtual display type", () => {
    for (const kind of VIRTUAL_KINDS) expect([...service.events.values()].filter((e) => e.card.kind === kind && e.status === "upcoming")).toHaveLength(3)
    const horses = next("horses")
    const match = service.world.matches.get(eventIdOf(horses.card.seq))!
    expect(match).toMatchObject({ displayType: "virtual", kind: "virtual", status: "upcoming" })
    expect(service.world.marketsOf(match.id).map((m) => m.name)).toEqual(["Win or Each Way", "Forecast"])
    expect(pushes.some((p) => p.to === "channel" && p.channel === "virtuals" && p.event === "virtual_event")).toBe(true)
  })

  it("each way on a horse race: the bet closes at the off, and a runner placed 2nd is paid the place part at the finish", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const race = next("horses")
    const win = race.markets[0]!
    const runner = win.selections[3]!
    const [receipt] = await placeBets(place, userId, request(single(runner.id, win.id, fraction(runner.price), 100, true)), "v-ew")
    expect(receipt!.bet_legs[0]!.game_display_type).toBe("virtual")
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 200)
    const others = race.card.runners.map((_, i) => i).filter((i) => i !== 3 && i !== 0)
    expect(await service.setResult(eventIdOf(race.card.seq), { race: { order: [0, 3, ...others], deadHeat: [] }, football: null })).toBe(true)
    await start("horses")
    expect(race.status).toBe("live")
    await expect(placeBets(place, userId, request(single(runner.id, win.id, fraction(runner.price), 100)), "v-late")).rejects.toThrow(/unavailable/)
    await runThrough(race)
    expect(race.status).toBe("ended")
    expect(race.settledAt).not.toBeNull()
    const [row] = await database.db.select().from(bets).where(eq(bets.id, receipt!.id))
    const decimal = 1 + runner.price.num / runner.price.den
    const deduction = Number(win.eachWay!.deduction.split("/")[1])
    const placePart = Math.floor(100 * (1 + (decimal - 1) / deduction))
    expect(row).toMatchObject({ status: "settled", outcome: "placed", cashWinnings: placePart })
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 200 + placePart)
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("win and forecast with a dead heat for 1st: each winner and each of the two winning forecasts is paid on half its stake", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    const race = next("greyhounds")
    const [win, forecast] = race.markets
    const a = win!.selections[1]!
    const pair = forecast!.selections.find((s) => s.runners![0] === 1 && s.runners![1] === 4)!
    const reverse = forecast!.selections.find((s) => s.runners![0] === 4 && s.runners![1] === 1)!
    const loser = forecast!.selections.find((s) => s.runners![0] === 1 && s.runners![1] === 0)!
    const receipts = await placeBets(place, userId, request(
      single(a.id, win!.id, fraction(a.price), 1000),
      single(pair.id, forecast!.id, fraction(pair.price), 100),
      single(reverse.id, forecast!.id, fraction(reverse.price), 100),
      single(loser.id, forecast!.id, fraction(loser.price), 100),
    ), "v-dh")
    await service.setResult(eventIdOf(race.card.seq), { race: { order: [4, 1, 0, 2, 3, 5], deadHeat: [1] }, football: null })
    await start("greyhounds")
    await runThrough(race)
    const rows = await Promise.all(receipts.map(async (r) => (await database.db.select().from(bets).where(eq(bets.id, r.id)))[0]!))
    const half = (stake: number, f: { num: number; den: number }) => Math.floor((stake / 2) * (1 + f.num / f.den) + 1e-9)
    expect(rows.map((r) => r.outcome)).toEqual(["won", "won", "won", "lost"])
    expect(rows.map((r) => r.cashWinnings)).toEqual([half(1000, a.price), half(100, pair.price), half(100, reverse.price), 0])
    expect((rows[0]!.legs as Array<{ dead_heat: number | null }>)[0]!.dead_heat).toBe(2)
    const paid = rows.reduce((s, r) => s + (r.cashWinnings ?? 0), 0)
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 1300 + paid)
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("football: match result and correct score are settled from the final score, and the score moves with the goals as the match plays", async () => {
    const { userId, cash } = await newFundedUser(database.db, 10_000)
    // The first match may have gone off on its own while the races ran: let it finish first.
    const running = [...service.events.values()].find((e) => e.card.kind === "football" && e.status === "live")
    if (running) await runThrough(running)
    const match = next("football")
    const [result, score] = match.markets
    const home = result!.selections[0]!
    const draw = result!.selections[1]!
    const twoOne = score!.selections.find((s) => s.name === "2-1")!
    const other = score!.selections.find((s) => s.name === "Any other home win")!
    const receipts = await placeBets(place, userId, request(
      single(home.id, result!.id, fraction(home.price), 500),
      single(draw.id, result!.id, fraction(draw.price), 500),
      single(twoOne.id, score!.id, fraction(twoOne.price), 200),
      single(other.id, score!.id, fraction(other.price), 200),
    ), "v-fb")
    await service.setResult(eventIdOf(match.card.seq), { race: null, football: { home: 2, away: 1, goals: [{ minute: 12, side: "home" }, { minute: 50, side: "away" }, { minute: 88, side: "home" }] } })
    await start("football")
    clock.set(match.card.offAt + KINDS.football.durationMs / 2 + 2_000)
    await service.tick()
    const row = service.world.matches.get(eventIdOf(match.card.seq))!
    expect([row.homeScore, row.awayScore]).toEqual([1, 0])
    await runThrough(match)
    const rows = await Promise.all(receipts.map(async (r) => (await database.db.select().from(bets).where(eq(bets.id, r.id)))[0]!))
    expect(rows.map((r) => r.outcome)).toEqual(["won", "lost", "won", "lost"])
    const pays = (stake: number, f: { num: number; den: number }) => Math.floor(stake * (1 + f.num / f.den) + 1e-9)
    expect(rows.map((r) => r.cashWinnings)).toEqual([pays(500, home.price), 0, pays(200, twoOne.price), 0])
    expect(await balanceOfAccount(database.db, cash.id)).toBe(10_000 - 1400 + pays(500, home.price) + pays(200, twoOne.price))
    const timeline = service.timelineNow(match)
    expect(timeline.complete).toBe(true)
    expect(timeline.football[timeline.football.length - 1]).toMatchObject({ minute: 90, home: 2, away: 1 })
    expect(await ledgerTotal(database.db)).toBe(0)
  })

  it("over two hours on the clock, events of a kind go off 2–5 minutes apart, never overlap, and each is resulted and kept as history", async () => {
    const end = clock() + 2 * 3_600_000
    while (clock() < end) {
      clock.advance(10_000)
      await service.tick()
    }
    const rows = await database.db.select().from(virtualEvents)
    for (const kind of VIRTUAL_KINDS) {
      const list = rows.filter((r) => r.kind === kind).sort((a, b) => a.offAt.getTime() - b.offAt.getTime())
      expect(list.length).toBeGreaterThan(20)
      for (let i = 1; i < list.length; i++) {
        expect(list[i]!.offAt.getTime()).toBeGreaterThanOrEqual(list[i - 1]!.endAt.getTime() + MIN_REST_MS)
        expect(list[i]!.offAt.getTime() - list[i - 1]!.offAt.getTime()).toBeLessThanOrEqual(5 * 60_000)
      }
      expect(list.filter((r) => r.endAt.getTime() <= clock()).every((r) => r.status === "ended" && r.settledAt !== null && r.result !== null)).toBe(true)
    }
    const history = await service.history("horses", 5)
    expect(history).toHaveLength(5)
    expect(history.every((e) => e.result !== null && e.result.order.length === e.runners.length)).toBe(true)
    expect(pushes.some((p) => p.to === "channel" && p.event === "virtual_frames")).toBe(true)
  }, 120_000)

  it("a restarted service resumes the schedule from the database", async () => {
    const ctx = { db: database.db, clock, log: () => {}, hub: { reaches: () => true, publish: async () => {} }, sim: null } as unknown as ServerContext
    const again = await VirtualsService.start(ctx, { master: masterKeyFromSeed(7), tickMs: 0, ahead: 3 })
    expect([...again.events.keys()].sort()).toEqual([...service.events.keys()].sort())
    await again.stop()
  })
})
