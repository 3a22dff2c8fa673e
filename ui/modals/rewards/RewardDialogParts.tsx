/**
 * What the rewards dialogs (RewardsDialogs.tsx, WalletRewardDialogs.tsx) share beyond the pieces
 * of the rewards page (ui/components/rewards/RewardParts.tsx): reading a dialog's props (which
 * reward or offer it is about), the rule of an offer in words, an offer as a card, the bettor's
 * rewards of some kinds, and the loading line. Everything shown is what the server stated (the
 * rewards overview, the wallet); the dialogs send the same presses as the page.
 *
 * Props a rewards dialog reads (all optional; none opens the dialog on the whole list):
 * - `rewardId`: one of the bettor's rewards (a number, or digits as /rewards/{id} carries it);
 * - `offerId` or `slug`: an offer, by its id or its promotion slug (/rewards/{slug}).
 */
import type { ReactNode } from "react"
import { useIntl } from "react-intl"
import type { ModalProps } from "../../../core/modals/index.js"
import {
  selectRewards, type RewardKind, type RewardOffer, type RewardRule, type RewardsState, type UserReward,
} from "../../../core/rewards/index.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import {
  findOffer, findReward, OfferAction, RewardProgress, RewardRow, RewardValue, useRewardAmount, useRewardsOpened,
} from "../../components/rewards/RewardParts.js"
import { sportName } from "../../components/sports/names.js"
import type { MessageId } from "../../i18n/catalogues.js"
import "./rewards-dialogs.css"

/** A whole number from a modal's props: a number, or a string of digits (a route parameter). */
export const intProp = (props: ModalProps, key: string): number | null => {
  const value = props[key]
  if (typeof value === "number" && Number.isSafeInteger(value)) return value
  if (typeof value === "string" && /^\d{1,15}$/.test(value)) return Number(value)
  return null
}

const strProp = (props: ModalProps, key: string): string | null => {
  const value = props[key]
  return typeof value === "string" && value.trim() !== "" ? value : null
}

/** What a dialog is about: an offer, the bettor's reward, or both (a reward from an offer). */
export interface Subject {
  readonly offer: RewardOffer | null
  readonly reward: UserReward | null
}

/**
 * The reward or offer the props name, as the overview now states it (so a claim or a pushed
 * progress shows at once); null when the props name none, or name one the server did not list.
 */
export const subjectOf = (state: RewardsState, props: ModalProps): Subject | null => {
  const rewardId = intProp(props, "rewardId")
  if (rewardId !== null) {
    const reward = findReward(state, rewardId)
    if (!reward) return null
    return { reward, offer: reward.offer_id === null ? null : findOffer(state, reward.offer_id) }
  }
  const key = intProp(props, "offerId") ?? strProp(props, "slug")
  const offer = key === null ? null : findOffer(state, key)
  return offer ? { offer, reward: offer.reward } : null
}

/** Whether the props name a reward or an offer at all (a dialog without one shows a list). */
export const namesSubject = (props: ModalProps): boolean =>
  intProp(props, "rewardId") !== null || intProp(props, "offerId") !== null || strProp(props, "slug") !== null

/** The rewards state and the session, with the overview (and daily game) loaded on opening. */
export function useRewardsDialog(): { readonly state: RewardsState; readonly loggedIn: boolean } {
  useRewardsOpened()
  return { state: useSelector(selectRewards), loggedIn: useSelector(selectIsLoggedIn) }
}

/** "Loading rewards…" or "We couldn't load your rewards." while there is no overview. */
export function RewardsLoading({ state }: { readonly state: RewardsState }) {
  if (state.overview) return null
  return (
    <p className="rewards-dialog__empty" role="status">
      <Msg id={state.phase === "failed" ? "rewards.failed" : "rewards.loading"} />
    </p>
  )
}

/** A link to a page that closes the dialog on the way (a dialog opened directly stays otherwise). */
export function CloseLink({ href, onClose, primary = false, children }: {
  readonly href: string
  readonly onClose: () => void
  readonly primary?: boolean
  readonly children: ReactNode
}) {
  return (
    <NavLink href={href} className={`btn btn--${primary ? "primary" : "secondary"} btn--block`} onClick={onClose}>
      {children}
    </NavLink>
  )
}

/**
 * An offer's rule in words, from the rule the server states: "1 bet of £10.00 or more at odds of
 * 2.0 or bigger on Football", "50 casino spins", "1 friend you refer".
 */
export function RuleText({ rule }: { readonly rule: RewardRule }) {
  const intl = useIntl()
  const money = useRewardAmount()
  switch (rule.type) {
    case "bet": {
      const values = {
        count: rule.count,
        stake: money(rule.min_stake),
        price: intl.formatNumber(rule.min_price, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
      }
      if (rule.sport === null) return <Msg id="rewards.dialog.rule.betAny" values={values} />
      const sport = sportName(rule.sport)
      return <Msg id="rewards.dialog.rule.bet" values={{ ...values, sport: intl.formatMessage({ id: sport.id, defaultMessage: rule.sport }, sport.values) }} />
    }
    case "spins":
      return <Msg id="rewards.dialog.rule.spins" values={{ count: rule.count }} />
    case "referral":
      return <Msg id="rewards.dialog.rule.referral" values={{ count: rule.count }} />
  }
}

/** "Ends 12 Dec" / "Claim by 12 Dec" / "Claimed 3 Dec" / "Expired 1 Dec": the reward's date that matters now. */
export function RewardDate({ reward }: { readonly reward: UserReward }) {
  const intl = useIntl()
  const date = (ms: number) => intl.formatDate(ms, { day: "numeric", month: "short", year: "numeric" })
  switch (reward.status) {
    case "opted_in":
      return <Msg id="rewards.dialog.endsOn" values={{ date: date(reward.expires_at) }} />
    case "earned":
      return <Msg id="rewards.dialog.claimBy" values={{ date: date(reward.expires_at) }} />
    case "claimed":
      return <Msg id="rewards.dialog.claimedOn" values={{ date: date(reward.claimed_at ?? reward.expires_at) }} />
    case "expired":
      return <Msg id="rewards.dialog.expiredOn" values={{ date: date(reward.expires_at) }} />
  }
}

/**
 * Where a claimed reward went, from the reference the server gave its claim (voucher:<id>,
 * bonus:<grant>, spins).
 */
export function PaidText({ reward }: { readonly reward: UserReward }) {
  const ref = reward.claim_ref ?? ""
  const id: MessageId = ref.startsWith("voucher:") ? "rewards.dialog.paid.voucher"
    : ref.startsWith("bonus:") ? "rewards.dialog.paid.bonus"
    : ref === "spins" ? "rewards.dialog.paid.spins"
    : "rewards.dialog.paid.other"
  return <Msg id={id} />
}

/** An offer as a card: what it pays, its title and description, the rule, progress and the action. */
export function OfferCard({ offer, loggedIn, onClose, autoFocus = false, headingLevel = 3 }: {
  readonly offer: RewardOffer
  readonly loggedIn: boolean
  readonly onClose: () => void
  readonly autoFocus?: boolean
  readonly headingLevel?: 3 | 4
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4"
  return (
    <article className="reward-offer" aria-labelledby={`reward-offer-${offer.id}`}>
      <p className="reward-offer__value"><RewardValue kind={offer.kind} amount={offer.amount} spins={offer.spins} /></p>
      <Heading id={`reward-offer-${offer.id}`} className="reward-offer__title">{offer.title}</Heading>
      <p className="reward-offer__description">{offer.description}</p>
      <p className="reward-offer__rule"><span className="reward-offer__label"><Msg id="rewards.dialog.whatCounts" /></span> <RuleText rule={offer.rule} /></p>
      {offer.reward ? <RewardProgress reward={offer.reward} /> : null}
      <div className="reward-offer__actions">
        <OfferAction offer={offer} loggedIn={loggedIn} autoFocus={autoFocus} onLeave={onClose} />
        <span className="reward-offer__valid">
          {offer.reward ? <RewardDate reward={offer.reward} /> : <Msg id="rewards.validDays" values={{ days: offer.valid_days }} />}
        </span>
      </div>
    </article>
  )
}

/**
 * The bettor's rewards of some kinds (ready to claim, in progress, claimed) and the offers of
 * those kinds they have not opted in to; `empty` when there is none of either.
 */
export function RewardsOfKinds({ state, kinds, loggedIn, onClose, empty }: {
  readonly state: RewardsState
  readonly kinds: ReadonlyArray<RewardKind>
  readonly loggedIn: boolean
  readonly onClose: () => void
  readonly empty: MessageId
}) {
  const o = state.overview
  if (!o) return <RewardsLoading state={state} />
  const ofKind = (r: UserReward) => kinds.includes(r.kind)
  const mine = [...o.earned, ...o.in_progress, ...o.claimed].filter(ofKind)
  const offers = o.offers.filter((offer) => kinds.includes(offer.kind) && offer.reward === null)
  if (mine.length === 0 && offers.length === 0) return <p className="rewards-dialog__empty"><Msg id={empty} /></p>
  return (
    <>
      {mine.length > 0 ? (
        <section className="rewards-dialog__section" aria-labelledby="rewards-dialog-mine">
          <h3 id="rewards-dialog-mine" className="rewards-dialog__heading"><Msg id="rewards.dialog.yourRewards" /></h3>
          <ul className="rewards-dialog__list">{mine.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul>
        </section>
      ) : null}
      {offers.length > 0 ? (
        <section className="rewards-dialog__section" aria-labelledby="rewards-dialog-offers">
          <h3 id="rewards-dialog-offers" className="rewards-dialog__heading"><Msg id="rewards.dialog.toEarn" /></h3>
          <ul className="rewards-dialog__list">{offers.map((offer) => <li key={offer.id}><OfferCard offer={offer} loggedIn={loggedIn} onClose={onClose} headingLevel={4} /></li>)}</ul>
        </section>
      ) : null}
    </>
  )
}
