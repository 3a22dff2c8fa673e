/**
 * What both live tables need: joining the table while it is on screen (leaving on the way out), and
 * the seconds to the server's deadlines. The countdowns run on the server's clock (the socket's
 * offset), ticked four times a second so a countdown never looks stuck.
 */
import { useEffect } from "react"
import type { CasinoGameInfo } from "../../../core/model/casino.js"
import { selectLiveTable } from "../../../core/casino/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { useNow } from "../useNow.js"

export function useLiveTable(game: CasinoGameInfo, kind?: "blackjack") {
  const send = useSend()
  const live = useSelector(selectLiveTable)
  useEffect(() => {
    send(kind ? { _tag: "LiveTableJoined", table: game.id, kind } : { _tag: "LiveTableJoined", table: game.id })
    return () => send({ _tag: "LiveTableLeft" })
  }, [send, game.id, kind])
  const serverNow = useNow(250) + (live?.clockOffset ?? 0)
  /** Whole seconds until the server's instant `at`, never below zero. */
  const secondsTo = (at: number) => Math.max(0, Math.ceil((at - serverNow) / 1000))
  return { live, secondsTo }
}
