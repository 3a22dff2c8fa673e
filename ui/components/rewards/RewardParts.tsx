/**
 * The pieces the rewards page (ui/pages/rewards) and the rewards dialogs (ui/modals/rewards) share:
 * loading the overview, a reward's value, its progress, the Opt in and Claim buttons and the daily
 * game's boxes. They show what the server stated and send the bettor's presses
 * (RewardOptInRequested, RewardClaimRequested, DailyGameBoxPicked); the server decides the rest.
 */
import { useEffect } from "react"
import { useIntl } from "react-intl"
import type { Locale } from "../../../core/model/primitives.js"
import {
  selectRewardPending, type DailyGamePrize, type DailyGameState, type RewardKind, type RewardOffer, type RewardsState, type UserReward,
} from "../../../core/rewards/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import { selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { formatMoney } from "../../i18n/format.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { Msg, useT } from "../Msg.js"
import { NavLink } from "../NavLink.js"
import "./rewards.css"

const selectSiteLocale = (s: { readonly site: { readonly locale: Locale } }): Locale => s.site.locale

/**
 * Loads the rewards overview (and the daily game when logged in) in the site's locale, again when
 * the locale or the session changes: what /rewards and every rewards dialog send on opening.
 */
export function useRewardsOpened(): void {
  const send = useSend()
  const locale = useSelector(selectSiteLocale)
  const loggedIn = useSelector(selectIsLoggedIn)
  useEffect(() => {
    send({ _tag: "RewardsOpened", locale })
  }, [send, locale, loggedIn])
}

/** Formats minor units in the bettor's currency (the site's default when logged out). */
export function useRewardAmount(): (minor: number) => string {
  const intl = useIntl()
  const currency = useSelector(selectCurrency)
  return (minor: number) => formatMoney(minor, currency, intl.locale)
}

/** The reward with this id wherever the server put it (its status's list, its offer, today's daily prize). */
export const findReward = (state: RewardsState, id: number): UserReward | null => {
  const o = state.overview
  const lists = o ? [o.earned, o.in_progress, o.claimed, o.expired, o.offers.flatMap((offer) => (offer.reward ? [offer.reward] : []))] : []
  for (const list of lists) {
    const found = list.find((r) => r.id === id)
    if (found) return found
  }
  const daily = state.daily?.play?.reward
  return daily && daily.id === id ? daily : null
}

/** The offer named by its id or its slug. */
export const findOffer = (state: RewardsState, key: number | string): RewardOffer | null =>
  state.overview?.offers.find((o) => o.id === key || o.slug === key) ?? null

/** "£5 free bet", "10 free spins"…: what a reward, offer or prize pays. */
export function RewardValue({ kind, amount, spins }: { readonly kind: RewardKind; readonly amount: number; readonly spins: number | null }) {
  return <>{useValueText()(kind, amount, spins)}</>
}

export function useValueText(): (kind: RewardKind, amount: number, spins: number | null) => string {
  const t = useT()
  const money = useRewardAmount()
  return (kind, amount, spins) =>
    kind === "free_spins" ? t("rewards.value.spins", { spins: spins ?? 0 }) : t(`rewards.value.${kind}` as MessageId, { amount: money(amount) })
}

/** A daily game prize in words ("No prize" for the empty box). */
export function usePrizeText(): (prize: DailyGamePrize) => string {
  const t = useT()
  const value = useValueText()
  return (p) => (p.kind === null ? t("rewards.daily.noPrize") : value(p.kind, p.amount, p.spins))
}

export function RewardProgress({ reward }: { readonly reward: UserReward }) {
  const t = useT()
  const pct = reward.target > 0 ? Math.min(100, Math.round((reward.progress / reward.target) * 100)) : 0
  return (
    <div className="reward-progress">
      <div className="reward-progress__bar" role="progressbar" aria-label={t("rewards.progressLabel", { title: reward.title })} aria-valuemin={0} aria-valuemax={reward.target} aria-valuenow={reward.progress}>
        <span style={{ width: `${pct}%` }} />
      </div>
      <span className="reward-progress__text" aria-live="polite"><Msg id="rewards.progress" values={{ progress: reward.progress, target: reward.target }} /></span>
    </div>
  )
}

export function RewardStatus({ status }: { readonly status: UserReward["status"] }) {
  return <span className={`reward-status reward-status--${status}`}><Msg id={`rewards.status.${status}`} /></span>
}

/** Claim, for an earned reward; pressed twice it still sends one call (core keeps it pending). */
export function ClaimButton({ reward, block = false, autoFocus = false }: { readonly reward: UserReward; readonly block?: boolean; readonly autoFocus?: boolean }) {
  const send = useSend()
  const pending = useSelector(selectRewardPending("claim", reward.id))
  const t = useT()
  return (
    <button type="button" className={`btn btn--primary reward-claim${block ? " btn--block" : ""}`} disabled={pending} data-autofocus={autoFocus || undefined}
      aria-label={t("rewards.claimNamed", { title: reward.title })} onClick={() => send({ _tag: "RewardClaimRequested", rewardId: reward.id })}>
      <Msg id="rewards.claim" />
    </button>
  )
}

/**
 * What the bettor can do with an offer: log in (a visitor), opt in, claim once earned, or read its
 * status. `onLeave` runs when the login link is followed (a dialog closes itself).
 */
export function OfferAction({ offer, loggedIn, block = false, autoFocus = false, onLeave }: {
  readonly offer: RewardOffer
  readonly loggedIn: boolean
  readonly block?: boolean
  readonly autoFocus?: boolean
  readonly onLeave?: () => void
}) {
  const send = useSend()
  const pending = useSelector(selectRewardPending("opt_in", offer.id))
  const t = useT()
  const reward = offer.reward
  const wide = block ? " btn--block" : ""
  if (!loggedIn) {
    return (
      <NavLink href={`/login?redirect=${encodeURIComponent(`/rewards/${offer.slug}`)}`} className={`btn btn--secondary${wide}`} data-autofocus={autoFocus || undefined} onClick={onLeave}>
        <Msg id="rewards.loginToOptIn" />
      </NavLink>
    )
  }
  if (!reward) {
    return (
      <button type="button" className={`btn btn--primary${wide}`} disabled={pending} data-autofocus={autoFocus || undefined} aria-label={t("rewards.optInTo", { title: offer.title })}
        onClick={() => send({ _tag: "RewardOptInRequested", offerId: offer.id })}>
        <Msg id="rewards.optIn" />
      </button>
    )
  }
  if (reward.status === "earned") return <ClaimButton reward={reward} block={block} autoFocus={autoFocus} />
  return <RewardStatus status={reward.status} />
}

/**
 * One of the bettor's rewards as a row: its title and value, then by status the claim deadline and
 * Claim (earned), the progress (in progress) or the status (claimed, expired).
 */
export function RewardRow({ reward, focus = false }: { readonly reward: UserReward; readonly focus?: boolean }) {
  const intl = useIntl()
  const earned = reward.status === "earned"
  return (
    <div className={`reward-row${earned ? " reward-row--earned" : ""}${focus ? " reward-card--focus" : ""}`}>
      <div className="reward-row__body">
        <p className="reward-row__title">{reward.title}</p>
        <p className="reward-row__meta">
          <RewardValue kind={reward.kind} amount={reward.amount} spins={reward.spins} />
          {earned ? <> · <Msg id="rewards.expires" values={{ date: intl.formatDate(reward.expires_at, { day: "numeric", month: "short" }) }} /></> : null}
        </p>
        {reward.status === "opted_in" ? <RewardProgress reward={reward} /> : null}
      </div>
      {earned ? <ClaimButton reward={reward} /> : <RewardStatus status={reward.status} />}
    </div>
  )
}

/**
 * The daily game's board: what to do, the boxes (a pick sends DailyGameBoxPicked; the server draws
 * the prize), today's result and the stated odds of each prize. The caller gives it its heading.
 */
export function DailyGameBoard({ daily, busy, wonId = "rewards.daily.won" }: {
  readonly daily: DailyGameState
  readonly busy: boolean
  /** The text for a won prize: the page points at the claim above, a dialog at its own button. */
  readonly wonId?: "rewards.daily.won" | "rewards.daily.wonHere"
}) {
  const send = useSend()
  const t = useT()
  const intl = useIntl()
  const prizeText = usePrizeText()
  const intro: MessageId = daily.play || daily.played_today ? "rewards.daily.played" : daily.available ? "rewards.daily.intro" : "rewards.daily.unavailable"
  return (
    <>
      <p className="daily-game__intro"><Msg id={intro} /></p>
      <div className="daily-game__boxes">
        {Array.from({ length: daily.boxes }, (_, box) => {
          const opened = daily.play?.box === box
          return (
            <button key={box} type="button" className={`daily-box${opened ? " daily-box--open" : ""}`} disabled={!daily.available || busy} onClick={() => send({ _tag: "DailyGameBoxPicked", box })} aria-label={t("rewards.daily.box", { n: box + 1 })}>
              <span aria-hidden="true">{opened ? "★" : "?"}</span>
            </button>
          )
        })}
      </div>
      {daily.play ? (
        <p className="daily-game__result" role="status">
          {daily.play.prize.kind === null ? <Msg id="rewards.daily.lost" /> : <Msg id={wonId} values={{ prize: prizeText(daily.play.prize) }} />}
        </p>
      ) : null}
      <details className="daily-game__odds">
        <summary><Msg id="rewards.daily.odds" /></summary>
        <ul>
          {daily.prizes.map((p) => (
            <li key={p.key}>{prizeText(p)}: {intl.formatNumber(p.probability, { style: "percent", maximumFractionDigits: 1 })}</li>
          ))}
        </ul>
      </details>
    </>
  )
}
