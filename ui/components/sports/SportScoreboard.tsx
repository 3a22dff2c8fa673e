/**
 * Each sport's own scoreboard (issue 20), from the match's `scoreboard` (core/model/catalogue.ts):
 * tennis sets, games, points and the server; darts legs, points left and the thrower; cricket
 * innings as runs/wickets and overs with the target; basketball quarters, ice-hockey periods and
 * football halves as columns with the total, and football's added time. `BoardDetail` is the
 * match page's full table; `RowBoard` the compact cells of a list row (and My Bets).
 */
import type { AppState } from "../../../core/app/state.js"
import type { Scoreboard, Score } from "../../../core/model/catalogue.js"
import { useSelector } from "../../app/runtime.js"
import { Msg, useT } from "../Msg.js"
import type { MessageId } from "../../i18n/catalogues.js"

const selectBoard = (id: number) => (s: AppState): Scoreboard | null => s.catalogue.matches[id]?.scoreboard ?? null
const selectSport = (id: number) => (s: AppState): string | null => s.catalogue.matches[id]?.game_name ?? null

export const useScoreboard = (matchId: number): { board: Scoreboard | null; sport: string | null } => ({
  board: useSelector(selectBoard(matchId)),
  sport: useSelector(selectSport(matchId)),
})

const COLUMN: Readonly<Record<string, MessageId>> = {
  basketball: "sportsbook.board.quarterShort",
  "ice-hockey": "sportsbook.board.periodShort",
  football: "sportsbook.board.halfShort",
  tennis: "sportsbook.board.setShort",
}

function ServeDot({ on, label }: { readonly on: boolean; readonly label: string }) {
  return on ? <span className="board__serve" role="img" aria-label={label} title={label} /> : <span className="board__serve board__serve--off" aria-hidden="true" />
}

/** The match page's table. */
export function BoardDetail({ matchId, home, away }: { readonly matchId: number; readonly home: string; readonly away: string }) {
  const { board, sport } = useScoreboard(matchId)
  const t = useT()
  if (!board || !sport) return null
  if (sport === "cricket" && board.innings) {
    const [first, second] = board.innings
    return (
      <div className="board board--cricket" data-testid="sport-board" data-sport="cricket">
        {board.innings.map((inn) => (
          <p key={inn.side} className="board__innings">
            <span className="board__team">{inn.side === "home" ? home : away}</span>
            <span className="board__runs">{inn.runs}/{inn.wickets}</span>
            <span className="board__overs"><Msg id="sportsbook.board.overs" values={{ overs: inn.overs }} /></span>
          </p>
        ))}
        {first && second ? <p className="board__note"><Msg id="sportsbook.board.target" values={{ runs: first.runs + 1 }} /></p> : null}
      </div>
    )
  }
  const columns: ReadonlyArray<Score> = board.periods
  const heading = COLUMN[sport]
  const showColumns = sport !== "darts" && sport !== "esports" && heading !== undefined
  const rows = [
    { side: "home" as const, name: home, pick: (s: Score) => s.home },
    { side: "away" as const, name: away, pick: (s: Score) => s.away },
  ]
  const serveLabel = (name: string) => t(sport === "darts" ? "sportsbook.board.throwing" : "sportsbook.board.serving", { team: name })
  const totals = sport === "tennis"
    ? { home: columns.slice(0, board.points ? -1 : undefined).filter((s) => s.home > s.away).length, away: columns.slice(0, board.points ? -1 : undefined).filter((s) => s.away > s.home).length }
    : { home: columns.reduce((n, s) => n + s.home, 0), away: columns.reduce((n, s) => n + s.away, 0) }
  return (
    <table className="board" data-testid="sport-board" data-sport={sport}>
      <thead>
        <tr>
          <th scope="col"><span className="visually-hidden"><Msg id="sportsbook.board.team" /></span></th>
          {board.server ? <th scope="col"><span className="visually-hidden"><Msg id={sport === "darts" ? "sportsbook.board.throw" : "sportsbook.board.serve"} /></span></th> : null}
          {showColumns ? columns.map((_, i) => <th key={i} scope="col">{t(heading, { n: i + 1 })}</th>) : null}
          <th scope="col" className="board__total"><Msg id={sport === "tennis" ? "sportsbook.board.sets" : sport === "darts" ? "sportsbook.board.legs" : sport === "esports" ? "sportsbook.board.maps" : "sportsbook.board.total"} /></th>
          {board.points ? <th scope="col"><Msg id={sport === "darts" ? "sportsbook.board.left" : "sportsbook.board.points"} /></th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.side}>
            <th scope="row" className="board__team">{row.name}</th>
            {board.server ? <td><ServeDot on={board.server === row.side} label={serveLabel(row.name)} /></td> : null}
            {showColumns ? columns.map((s, i) => <td key={i}>{row.pick(s)}</td>) : null}
            <td className="board__total">{sport === "darts" || sport === "esports" ? row.pick(columns[0] ?? { home: 0, away: 0 }) : row.side === "home" ? totals.home : totals.away}</td>
            {board.points ? <td className="board__points">{board.points[row.side]}</td> : null}
          </tr>
        ))}
      </tbody>
      {board.stoppage ? <caption className="board__note"><Msg id="sportsbook.board.stoppage" values={{ minutes: board.stoppage }} /></caption> : null}
    </table>
  )
}

/** A list row's compact cells: tennis games and points, darts points left, cricket wickets and overs. */
export function RowBoard({ matchId }: { readonly matchId: number }) {
  const { board, sport } = useScoreboard(matchId)
  if (!board || !sport) return null
  if (sport === "tennis" || sport === "darts") {
    const current = sport === "tennis" ? board.periods[board.periods.length - 1] : null
    return (
      <span className="row-board" aria-hidden="true">
        {current ? <span className="row-board__col"><span>{current.home}</span><span>{current.away}</span></span> : null}
        {board.points ? <span className="row-board__col row-board__col--points">
          <span className={board.server === "home" ? "row-board__on" : undefined}>{board.points.home}</span>
          <span className={board.server === "away" ? "row-board__on" : undefined}>{board.points.away}</span>
        </span> : null}
      </span>
    )
  }
  if (sport === "cricket" && board.innings) {
    const wickets = (side: "home" | "away") => board.innings?.find((i) => i.side === side)
    // The wickets follow the runs ("106/6"): the stylesheet puts this column after the score's.
    return (
      <span className="row-board row-board--wickets" aria-hidden="true">
        <span className="row-board__col row-board__col--wide">
          {/* A side yet to bat keeps its line (a no-break space), so each side's wickets stay level with its runs. */}
          <span>{wickets("home") ? `/${wickets("home")!.wickets}` : "\u00a0"}</span>
          <span>{wickets("away") ? `/${wickets("away")!.wickets}` : "\u00a0"}</span>
        </span>
      </span>
    )
  }
  return null
}
