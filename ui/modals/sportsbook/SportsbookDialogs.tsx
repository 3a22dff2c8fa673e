/**
 * The sportsbook's dialogs (spec §2.10):
 * - BestOddsGuaranteed: what best odds guaranteed is and whether it applies to a race
 *   (`props.marketId`, or `props.matchId` for the race's main market), by core's one rule
 *   (`selectBestOddsGuaranteed`) at the view's clock tick;
 * - BetslipBetBuilder: how the bet builder works, opened from the slip, with the way to turn it on;
 * - BetslipSettings: the bettor's price-change rule, default stake and quick stakes, edited and
 *   saved on the server (core/betslip-settings), opened from the slip's Settings button;
 * - MeetingsQuickAccess: today's meetings (`props.game`, horse racing unless told) and the next
 *   races, each one tap from its race card. It holds the meetings view open while it shows, as
 *   the meetings page does.
 */
import { useMemo, useState, type FormEvent } from "react"
import { useIntl } from "react-intl"
import { Link } from "wouter"
import type { AppState } from "../../../core/app/state.js"
import { selectBetBuilderView, selectDefaultStake, selectQuickStakes } from "../../../core/betslip/selectors.js"
import { selectBetslipSettingsState, selectPriceChangeRule } from "../../../core/betslip-settings/index.js"
import {
  selectBestOddsGuaranteed, selectCompetition, selectMarketShown, selectMatch, selectMatchShown,
} from "../../../core/catalogue/index.js"
import { memoLast } from "../../../core/kernel/index.js"
import { MAX_QUICK_STAKES, type PriceChangeRule } from "../../../core/model/sportsbook.js"
import { urlFor } from "../../../core/routing/routes.js"
import { moneyFieldText } from "../../../core/validation/money-input.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { fieldError, FormMessage, TextField } from "../../components/Fields.js"
import { Msg, TextView } from "../../components/Msg.js"
import { Spinner } from "../../components/Spinner.js"
import { StartTime } from "../../components/sports/MatchRow.js"
import { useNow } from "../../components/useNow.js"
import { Empty, ViewGate } from "../../pages/sports/ViewState.js"
import { useSportsView } from "../../pages/sports/useSportsView.js"
import { modalTitleId } from "../PlaceholderModal.js"
import {
  CloseButton, ModalActions, ModalContent, ModalHeading, ModalText, ModalTitle, useClose, type ModalBodyProps,
} from "../ModalParts.js"
import "../../pages/sports/sports.css"
import "./sportsbook-dialogs.css"

/** A positive whole id from a modal's props (numbers, or digits from a link's query). */
const idProp = (value: unknown): number | null => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

// ── BestOddsGuaranteed ──────────────────────────────────────────────────────

/** The instant best odds guaranteed starts, for the bettor's locale (race times are UK times). */
function useFromText(at: number | null): string | null {
  const intl = useIntl()
  if (at === null) return null
  return intl.formatDate(new Date(at), { weekday: "short", hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" })
}

/** Whether best odds guaranteed applies to the race, will apply from an instant, or is not offered. */
function RaceTerms({ marketId }: { readonly marketId: number }) {
  const market = useSelector(selectMarketShown(marketId))
  const race = useSelector(selectMatchShown(market?.match_id ?? -1))
  // Core's rule at the view's clock tick (as the race card reads it).
  const applies = useSelector(selectBestOddsGuaranteed(marketId, useNow(30_000)))
  const from = useFromText(market?.best_odds_guaranteed_from ?? null)
  if (!market) return null
  const name = race?.name ?? market.name
  return (
    <p className="market__terms market__terms--bog" data-testid="bog-race">
      {applies ? <Msg id="sportsbook.bog.applies" values={{ race: name }} />
        : from !== null ? <Msg id="sportsbook.bog.from" values={{ race: name, time: from }} />
        : <Msg id="sportsbook.bog.notOffered" values={{ race: name }} />}
    </p>
  )
}

export function BestOddsGuaranteedModal({ modal }: ModalBodyProps) {
  const matchId = idProp(modal.props.matchId)
  const match = useSelector(selectMatch(matchId ?? -1))
  const marketId = idProp(modal.props.marketId) ?? match?.mainMarketId ?? null
  return (
    <ModalContent>
      <ModalHeading icon="star" tone="success" title={modalTitleId(modal.name)} />
      <ModalText>
        <p><Msg id="sportsbook.bog.text" /></p>
        <p><Msg id="sportsbook.bog.startPrice" /></p>
      </ModalText>
      {marketId !== null ? <RaceTerms marketId={marketId} /> : null}
      <ModalActions><CloseButton id={modal.id} className="btn btn--primary btn--block" autofocus /></ModalActions>
    </ModalContent>
  )
}

// ── BetslipBetBuilder ───────────────────────────────────────────────────────

const BUILDER_STEPS = ["sportsbook.betBuilder.step1", "sportsbook.betBuilder.step2", "sportsbook.betBuilder.step3", "sportsbook.betBuilder.step4"] as const

export function BetslipBetBuilderModal({ modal }: ModalBodyProps) {
  const builder = useSelector(selectBetBuilderView)
  const send = useSend()
  const close = useClose(modal.id)
  return (
    <ModalContent align="start">
      <ModalHeading icon="plus" tone="info" title={modalTitleId(modal.name)} />
      <ModalText>
        <p><Msg id="betslip.betBuilder.hint" /></p>
        <ol>{BUILDER_STEPS.map((id) => <li key={id}><Msg id={id} /></li>)}</ol>
        <p><Msg id="sportsbook.betBuilder.off" /></p>
        {builder.open ? <p role="status"><strong><Msg id="sportsbook.betBuilder.isOn" /></strong></p> : null}
      </ModalText>
      <ModalActions>
        {builder.open ? <CloseButton id={modal.id} className="btn btn--primary btn--block" autofocus /> : (
          <>
            <button type="button" className="btn btn--primary btn--block" data-autofocus onClick={() => {
              send({ _tag: "BetBuilderModeToggled" })
              close()
            }}>
              <Msg id="sportsbook.betBuilder.turnOn" />
            </button>
            <button type="button" className="btn btn--secondary btn--block" onClick={close}><Msg id="action.okay" /></button>
          </>
        )}
      </ModalActions>
    </ModalContent>
  )
}

// ── BetslipSettings ─────────────────────────────────────────────────────────

const RULES: ReadonlyArray<PriceChangeRule> = ["ask", "higher", "any"]

/** The fields as the bettor edits them, filled from the settings in force (own, or the brand's). */
function BetslipSettingsForm({ onCancel }: { readonly onCancel: () => void }) {
  const send = useSend()
  const rule = useSelector(selectPriceChangeRule)
  const defaultStake = useSelector(selectDefaultStake)
  const quickStakes = useSelector(selectQuickStakes)
  const { save } = useSelector(selectBetslipSettingsState)
  const [priceChanges, setPriceChanges] = useState<PriceChangeRule>(rule)
  const [stake, setStake] = useState(() => moneyFieldText(defaultStake))
  const [quick, setQuick] = useState<ReadonlyArray<string>>(() =>
    Array.from({ length: MAX_QUICK_STAKES }, (_, i) => (quickStakes[i] ? moneyFieldText(quickStakes[i].amount) : "")))
  const failed = save.phase === "failed" ? save : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ _tag: "BetslipSettingsSubmitted", priceChanges, defaultStake: stake, quickStakes: quick })
  }
  return (
    <form className="settings-form" onSubmit={submit} noValidate data-testid="betslip-settings">
      <fieldset className="settings-form__rules">
        <legend className="field__label"><Msg id="sportsbook.settings.priceChanges" /></legend>
        <p className="field__hint"><Msg id="sportsbook.settings.priceChanges.hint" /></p>
        {RULES.map((r) => (
          <label key={r} className="settings-form__rule">
            <input type="radio" name="price-changes" value={r} checked={priceChanges === r} onChange={() => setPriceChanges(r)} />
            <span>
              <strong><Msg id={`sportsbook.settings.priceChanges.${r}`} /></strong>
              <span className="settings-form__rule-hint"><Msg id={`sportsbook.settings.priceChanges.${r}.hint`} /></span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField label={<Msg id="sportsbook.settings.defaultStake" />} hint={<Msg id="sportsbook.settings.defaultStake.hint" />}
        value={stake} onValueChange={setStake} inputMode="decimal" name="default-stake" autoComplete="off"
        error={fieldError(failed?.fields.defaultStake)} />
      <fieldset className="settings-form__quick" aria-describedby="settings-quick-hint">
        <legend className="field__label"><Msg id="sportsbook.settings.quickStakes" /></legend>
        <p id="settings-quick-hint" className="field__hint"><Msg id="sportsbook.settings.quickStakes.hint" /></p>
        <div className="settings-form__quick-fields">
          {quick.map((value, i) => (
            <TextField key={i} label={<Msg id="sportsbook.settings.quickStake" values={{ number: i + 1 }} />} value={value}
              onValueChange={(v) => setQuick(quick.map((q, j) => (j === i ? v : q)))} inputMode="decimal" name={`quick-stake-${i + 1}`} autoComplete="off" />
          ))}
        </div>
        {failed?.fields.quickStakes ? <p className="field__error"><TextView text={failed.fields.quickStakes} /></p> : null}
      </fieldset>
      {failed?.error ? <FormMessage tone="error"><TextView text={failed.error} /></FormMessage> : null}
      <ModalActions>
        <button type="submit" className="btn btn--primary btn--block" disabled={save.phase === "saving"} aria-busy={save.phase === "saving"}>
          {save.phase === "saving" ? <Spinner size="sm" /> : null}
          <Msg id="sportsbook.settings.save" />
        </button>
        <button type="button" className="btn btn--link btn--block" onClick={onCancel}><Msg id="sportsbook.settings.cancel" /></button>
      </ModalActions>
    </form>
  )
}

/**
 * The bettor's betslip settings, edited: the price-change rule the server applies at placement, the
 * default stake and up to four quick stakes. Core reads and checks the fields, saves them (PUT
 * sportsbook/settings) and closes the dialog once saved; a refusal shows here.
 */
export function BetslipSettingsModal({ modal }: ModalBodyProps) {
  const state = useSelector(selectBetslipSettingsState)
  const close = useClose(modal.id)
  const loading = state.saved === null && state.loadRequestId !== null
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="sportsbook.settings.text" /></p></ModalText>
      {loading ? <div role="status" className="settings-form__loading"><Spinner size="sm" /><Msg id="sportsbook.settings.loading" /></div>
        // Keyed on the loaded settings: the fields start from them once they arrive.
        : <BetslipSettingsForm key={state.saved === null ? "brand" : "own"} onCancel={close} />}
    </ModalContent>
  )
}

// ── MeetingsQuickAccess ─────────────────────────────────────────────────────

const NONE: ReadonlyArray<number> = []
const NEXT_RACES = 4
const sameIds = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => a.length === b.length && a.every((x, i) => x === b[i])

/** The next races off among `raceIds`, soonest first (as the home page's next races). */
const nextRacesOf = (raceIds: ReadonlyArray<number>) => memoLast(
  (s: AppState) => [raceIds, s.catalogue.matches],
  (s: AppState): ReadonlyArray<number> => raceIds
    .map((id) => s.catalogue.matches[id])
    .filter((m) => m !== undefined && m.status === "upcoming")
    .sort((a, b) => a!.start_time - b!.start_time)
    .slice(0, NEXT_RACES)
    .map((m) => m!.id),
  sameIds,
)

/** The race card: the meeting's page with the race chosen (as the meetings page links it). */
const raceHref = (game: string, race: { readonly id: number; readonly competition_slug: string; readonly competition_id: number }): string =>
  urlFor("sport.competition", { game, slug: race.competition_slug, id: String(race.competition_id) }, { fixture_id: String(race.id) }) ?? `/sports/${game}`

function NextRace({ id, game, onPick }: { readonly id: number; readonly game: string; readonly onPick: () => void }) {
  const race = useSelector(selectMatch(id))
  if (!race) return null
  return (
    <li>
      <Link href={raceHref(game, race)} className="next-race" aria-label={race.name} onClick={onPick}>
        <StartTime at={race.start_time} />
        <span className="next-race__meeting">{race.competition_name}</span>
      </Link>
    </li>
  )
}

function RaceChip({ id, game, onPick }: { readonly id: number; readonly game: string; readonly onPick: () => void }) {
  const race = useSelector(selectMatch(id))
  if (!race) return null
  return (
    <li>
      <Link className={`race-chip${race.status === "ended" ? " race-chip--off" : ""}`} href={raceHref(game, race)} aria-label={race.name} onClick={onPick}>
        <StartTime at={race.start_time} />
      </Link>
    </li>
  )
}

function Meeting({ competitionId, raceIds, game, onPick }: {
  readonly competitionId: number
  readonly raceIds: ReadonlyArray<number>
  readonly game: string
  readonly onPick: () => void
}) {
  const meeting = useSelector(selectCompetition(competitionId))
  return (
    <section className="meeting">
      <h3 className="meeting__name">{meeting?.name ?? ""}</h3>
      <ul className="meeting__races">{raceIds.map((id) => <RaceChip key={id} id={id} game={game} onPick={onPick} />)}</ul>
    </section>
  )
}

export function MeetingsQuickAccessModal({ modal }: ModalBodyProps) {
  const game = typeof modal.props.game === "string" && /^[a-z0-9-]+$/.test(modal.props.game) ? modal.props.game : "horseracing"
  const view = { _tag: "GameTab", name: game, tab: "meetings" } as const
  const entry = useSportsView(view)
  const meetings = entry?.data?._tag === "GameTab" ? entry.data.meetings : null
  const raceIds = useMemo(() => meetings?.flatMap((m) => m.raceIds) ?? NONE, [meetings])
  const selectNext = useMemo(() => nextRacesOf(raceIds), [raceIds])
  const next = useSelector(selectNext)
  // A tap on a race goes to its card, and the dialog gets out of the way.
  const close = useClose(modal.id)
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="sportsbook.meetings.text" /></p></ModalText>
      <ViewGate entry={entry} view={view}>
        {next.length > 0 ? (
          <section className="sports-section sports-section--tight">
            <header className="sports-section__head"><h3><Msg id="sportsbook.home.nextRaces" /></h3></header>
            <ul className="next-races" data-testid="quick-next-races">{next.map((id) => <NextRace key={id} id={id} game={game} onPick={close} />)}</ul>
          </section>
        ) : null}
        {meetings && meetings.length > 0 ? (
          <section className="sports-section sports-section--tight" data-testid="quick-meetings">
            <header className="sports-section__head"><h3><Msg id="sports.tab.meetings" /></h3></header>
            {meetings.map((m) => <Meeting key={m.competitionId} competitionId={m.competitionId} raceIds={m.raceIds} game={game} onPick={close} />)}
          </section>
        ) : meetings ? <Empty id="sports.game.empty" /> : null}
      </ViewGate>
      <ModalActions>
        <Link href={`/sports/${game}/meetings`} className="btn btn--secondary btn--block" onClick={close}>
          <Msg id="sportsbook.meetings.all" />
        </Link>
      </ModalActions>
    </ModalContent>
  )
}
