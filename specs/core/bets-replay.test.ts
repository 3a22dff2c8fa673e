/**
 * A recorded My Bets session (login, the open list, pushes out of order and twice, a cash-out that
 * gets a new offer then succeeds, a reconnect, a settlement, the settled list) exported as a file
 * and replayed outside the browser gives the same state and commands, and ends where the bettor saw.
 */
import { describe, expect, it } from "vitest"
import type { Command } from "../../core/app/commands.js"
import type { EventInput } from "../../core/app/events.js"
import { createStore } from "../../core/app/store.js"
import { selectBetsList } from "../../core/bets/selectors.js"
import { replay } from "../../core/log/replay.js"
import { aBet } from "../support/bets-fixtures.js"
import { aUser, appStarted, T0 } from "./harness.js"

const throughJson = (x: unknown): unknown => JSON.parse(JSON.stringify(x))

describe("a recorded My Bets session", () => {
  it("replays to the same state and commands", () => {
    let now = T0
    const commands: Command[] = []
    const store = createStore({ clock: { now: () => now }, interpret: (c) => void commands.push(...c), logCapacity: 1000 })
    const send = (e: EventInput) => {
      now += 250
      store.dispatch(e)
    }
    const lastCall = (endpoint: string) => {
      const c = [...commands].reverse().find((x) => x._tag === "Call" && x.endpoint === endpoint)
      if (!c || c._tag !== "Call") throw new Error(endpoint)
      return c.requestId
    }
    send(appStarted({ storedToken: "tok" }))
    send({ _tag: "SessionOpened", requestId: "req-1", via: "refresh", token: "tok", user: aUser({ open_bet_count: 2 }) })
    send({ _tag: "SocketConnected" })
    send({ _tag: "BetsViewOpened", list: "open" })
    send({ _tag: "BetsPageLoaded", requestId: lastCall("getBets"), list: "open", before: null, page: { bets: [aBet({ id: 42 }), aBet()], next_before: null } })
    send({ _tag: "BetPushed", bet: aBet({ version: 3, cashout_amount: 1500 }) })
    send({ _tag: "BetPushed", bet: aBet({ version: 2, cashout_amount: 1300 }) })
    send({ _tag: "BetPushed", bet: aBet({ version: 3, cashout_amount: 1500 }) })
    send({ _tag: "CashoutOpened", betId: 41 })
    send({ _tag: "CashoutPartChosen", betId: 41, stake: 400 })
    send({ _tag: "CashoutConfirmed", betId: 41 })
    now += 3000
    send({ _tag: "CashoutAnswered", requestId: lastCall("cashoutBet"), betId: 41, response: { result: "new_offer", bet: aBet({ version: 4, cashout_amount: 1400 }), paid: 0 } })
    send({ _tag: "CashoutConfirmed", betId: 41 })
    send({ _tag: "CashoutAnswered", requestId: lastCall("cashoutBet"), betId: 41, response: { result: "success", bet: aBet({ version: 5, stake: 600, cashout_amount: 840 }), paid: 560 } })
    send({ _tag: "SocketDisconnected" })
    send({ _tag: "SocketConnected" })
    send({ _tag: "BetsPageLoaded", requestId: lastCall("getBets"), list: "open", before: null, page: { bets: [aBet({ version: 5, stake: 600, cashout_amount: 840 })], next_before: null } })
    send({ _tag: "BetPushed", bet: aBet({ version: 6, stake: 600, status: "settled", outcome: "won", cash_winnings: 1800, cashout_status: null }) })
    send({ _tag: "UserPushed", user: aUser({ open_bet_count: 0 }) })
    send({ _tag: "BetsViewClosed", list: "open" })
    send({ _tag: "BetsViewOpened", list: "settled" })
    send({ _tag: "BetsPageLoaded", requestId: lastCall("getBets"), list: "settled", before: null, page: { bets: [aBet({ version: 6, stake: 600, status: "settled", outcome: "won", cash_winnings: 1800, cashout_status: null })], next_before: null } })

    const result = replay(throughJson(store.log.toFile({ redact: false })))
    expect(result.state).toEqual(store.getState())
    expect(result.commands).toEqual(commands)
    // Where the bettor ended: bet 42 left the open list while away, bet 41 won after a partial cash-out.
    expect(selectBetsList("open")(result.state).ids).toEqual([])
    expect(selectBetsList("settled")(result.state).ids).toEqual([41])
    expect(result.state.bets.bets[41]).toMatchObject({ version: 6, stake: 600, outcome: "won" })
    expect(result.state.bets.cashouts).toEqual({})
  })
})
