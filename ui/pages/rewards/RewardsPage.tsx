/**
 * /rewards, /rewards/{id}, /rewards/{id}/claim and /rewards/{slug} (issue 18, spec §2.7): what the
 * bettor can earn (offers, each with the rule the server states and an Opt in button), is earning
 * (progress, pushed live), has earned (Claim) and has claimed; and the daily game (pick a box: the
 * server draws the prize, the stated odds are listed). A reward, its claim step and a promotion
 * have their own pages (RewardDetailPage, ClaimRewardPage, PromotionPage).
 */
import { useIntl } from "react-intl"
import { selectRewards, type DailyGameState, type RewardOffer } from "../../../core/rewards/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import type { PageProps } from "../../app/pages.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import { DailyGameBoard, OfferAction, RewardProgress, RewardRow, RewardValue, useRewardsOpened } from "../../components/rewards/RewardParts.js"

export function RewardsPage({ params }: PageProps) {
  useRewardsOpened()
  const loggedIn = useSelector(selectIsLoggedIn)
  const state = useSelector(selectRewards)
  const overview = state.overview
  const focus = params.id ?? params.slug ?? null
  const offers = [...(overview?.offers ?? [])].sort((a, b) => Number(isFocus(b, focus)) - Number(isFocus(a, focus)))
  return (
    <div className="rewards-page">
      <header className="rewards-hero">
        <PageHeading><Msg id="rewards.title" /></PageHeading>
        <p className="rewards-hero__intro"><Msg id="rewards.intro" /></p>
        {loggedIn ? <HoldingsLinks /> : null}
      </header>
      {state.phase === "failed" ? <p className="rewards-empty"><Msg id="rewards.failed" /></p> : null}
      {!overview && state.phase !== "failed" ? <p className="rewards-empty"><Msg id="rewards.loading" /></p> : null}
      {loggedIn && state.daily ? <DailyGame daily={state.daily} busy={state.dailyRequest !== null} /> : null}
      {overview && overview.earned.length > 0 ? (
        <section className="rewards-section" aria-labelledby="rewards-earned">
          <h2 id="rewards-earned" className="rewards-section__title"><Msg id="rewards.earned" /></h2>
          <ul className="rewards-list">{overview.earned.map((r) => <li key={r.id}><RewardRow reward={r} focus={String(r.id) === focus} /></li>)}</ul>
        </section>
      ) : null}
      {overview ? (
        <section className="rewards-section" aria-labelledby="rewards-offers">
          <h2 id="rewards-offers" className="rewards-section__title"><Msg id="rewards.offers" /></h2>
          <ul className="rewards-grid">{offers.map((o) => <li key={o.id}><OfferCard offer={o} loggedIn={loggedIn} focus={isFocus(o, focus)} /></li>)}</ul>
        </section>
      ) : null}
      {overview && overview.claimed.length > 0 ? (
        <section className="rewards-section" aria-labelledby="rewards-claimed">
          <h2 id="rewards-claimed" className="rewards-section__title"><Msg id="rewards.claimed" /></h2>
          <ul className="rewards-list">{overview.claimed.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul>
        </section>
      ) : null}
      <p className="rewards-terms"><Msg id="rewards.terms" /></p>
    </div>
  )
}

/** The dialogs of what the bettor holds (spec §2.10: Voucher, Credit, FreeSpins, Referral), opened from here. */
const HOLDINGS = ["Voucher", "Credit", "FreeSpins", "Referral"] as const

function HoldingsLinks() {
  const send = useSend()
  const intl = useIntl()
  return (
    <nav className="rewards-hero__holdings" aria-label={intl.formatMessage({ id: "rewards.holdings" })}>
      {HOLDINGS.map((name) => (
        <button key={name} type="button" className="chip" onClick={() => send({ _tag: "ModalOpened", name })}>
          <Msg id={`modal.${name}.title`} />
        </button>
      ))}
    </nav>
  )
}

const isFocus = (o: RewardOffer, focus: string | null) => focus !== null && (String(o.id) === focus || o.slug === focus || String(o.reward?.id ?? "") === focus)

function OfferCard({ offer, loggedIn, focus }: { readonly offer: RewardOffer; readonly loggedIn: boolean; readonly focus: boolean }) {
  return (
    <article className={`reward-card${focus ? " reward-card--focus" : ""}`} aria-labelledby={`offer-${offer.id}`}>
      <p className="reward-card__value"><RewardValue kind={offer.kind} amount={offer.amount} spins={offer.spins} /></p>
      <h3 id={`offer-${offer.id}`} className="reward-card__title">{offer.title}</h3>
      <p className="reward-card__description">{offer.description}</p>
      {offer.reward ? <RewardProgress reward={offer.reward} /> : null}
      <div className="reward-card__actions"><OfferAction offer={offer} loggedIn={loggedIn} /></div>
      <p className="reward-card__valid"><Msg id="rewards.validDays" values={{ days: offer.valid_days }} /></p>
    </article>
  )
}

function DailyGame({ daily, busy }: { readonly daily: DailyGameState; readonly busy: boolean }) {
  return (
    <section className="rewards-section daily-game" aria-labelledby="daily-game">
      <h2 id="daily-game" className="rewards-section__title"><Msg id="rewards.daily.title" /></h2>
      <DailyGameBoard daily={daily} busy={busy} />
    </section>
  )
}
