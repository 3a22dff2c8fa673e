/**
 * The rewards dialogs of spec §2.10 (issue 18, spec §2.7): the bettor opts in to an offer the
 * server states, meets its rule (progress is pushed live), claims the reward before it expires,
 * and plays the daily game once a day.
 * - Reward: one reward or offer (`rewardId`, `offerId` or `slug`): what it pays, the rule, the
 *   progress, the date that matters and what to do next; naming none, the bettor's rewards ready
 *   to claim and in progress;
 * - Rewards: everything at once, as the /rewards page lists it;
 * - RewardsSummary: the counts (ready to claim, in progress, claimed), the bonus balance and the
 *   daily game, with the rewards ready to claim;
 * - ClaimReward: one earned reward's Claim (`rewardId`), or every reward ready to claim; a claimed
 *   one says where it went;
 * - OptIn: one offer's Opt in (`offerId` or `slug`), or the offers not yet opted in to;
 * - ClubSteps: the three steps (opt in, meet the rule, claim) with the bettor's progress on each,
 *   for one offer or reward when the props name one, else over all of them;
 * - DailyGame (modal=dailygame): the daily game's board and the Claim of today's prize.
 * The server decides everything (whether a bet counts, when a rule is met, what a claim pays, the
 * daily prize); these show what it said and send RewardOptInRequested, RewardClaimRequested and
 * DailyGameBoxPicked. Props: see RewardDialogParts.tsx.
 */
import type { ReactNode } from "react"
import { useIntl } from "react-intl"
import type { RewardsState, UserReward } from "../../../core/rewards/index.js"
import { selectBonusBalances } from "../../../core/wallet/index.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import {
  ClaimButton, DailyGameBoard, OfferAction, RewardProgress, RewardRow, RewardStatus, RewardValue, findReward, useRewardAmount,
} from "../../components/rewards/RewardParts.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { modalTitleId } from "../PlaceholderModal.js"
import { ModalActions, ModalContent, ModalHeading, ModalText, ModalTitle, useClose, type ModalBodyProps } from "../ModalParts.js"
import {
  CloseLink, OfferCard, PaidText, RewardDate, RewardsLoading, RuleText, namesSubject, subjectOf, useRewardsDialog, type Subject,
} from "./RewardDialogParts.js"

/** "We couldn't find this reward" for props that name one the overview does not hold. */
function NotFound() {
  return <p className="rewards-dialog__empty" role="status"><Msg id="rewards.dialog.notFound" /></p>
}

/** What a dialog about one reward or offer shows while the overview loads, or when it is not there. */
function SubjectMissing({ state }: { readonly state: RewardsState }) {
  return state.overview ? <NotFound /> : <RewardsLoading state={state} />
}

/** A reward or offer in full: value, title, description, rule, status, progress and date. */
function SubjectDetails({ subject }: { readonly subject: Subject }) {
  const { offer, reward } = subject
  const kind = reward?.kind ?? offer!.kind
  const amount = reward?.amount ?? offer!.amount
  const spins = reward ? reward.spins : offer!.spins
  return (
    <div className="reward-detail">
      <p className="reward-offer__value"><RewardValue kind={kind} amount={amount} spins={spins} /></p>
      <p className="reward-detail__title">{reward?.title ?? offer!.title}</p>
      {offer ? <p className="reward-offer__description">{offer.description}</p> : null}
      {offer ? <p className="reward-offer__rule"><span className="reward-offer__label"><Msg id="rewards.dialog.whatCounts" /></span> <RuleText rule={offer.rule} /></p> : null}
      {reward?.source === "daily_game" ? <p className="reward-offer__rule"><Msg id="rewards.dialog.fromDailyGame" /></p> : null}
      {reward ? (
        <p className="reward-detail__status">
          <RewardStatus status={reward.status} /> · <RewardDate reward={reward} />
        </p>
      ) : offer ? <p className="reward-offer__valid"><Msg id="rewards.validDays" values={{ days: offer.valid_days }} /></p> : null}
      {reward?.status === "opted_in" ? <RewardProgress reward={reward} /> : null}
      {reward?.status === "claimed" ? <p className="reward-detail__paid" role="status"><PaidText reward={reward} /></p> : null}
    </div>
  )
}

/** The next thing to do with a reward or offer: log in, opt in, or claim; nothing otherwise. */
function SubjectAction({ subject, loggedIn, onClose }: { readonly subject: Subject; readonly loggedIn: boolean; readonly onClose: () => void }) {
  const { offer, reward } = subject
  if (reward?.status === "earned") return <ClaimButton reward={reward} block autoFocus />
  if (offer && !reward) return <OfferAction offer={offer} loggedIn={loggedIn} block autoFocus onLeave={onClose} />
  return null
}

/** The bettor's rewards ready to claim and in progress (a Reward dialog that names none). */
function MyRewards({ state, loggedIn }: { readonly state: RewardsState; readonly loggedIn: boolean }) {
  const o = state.overview
  if (!o) return <RewardsLoading state={state} />
  const mine = [...o.earned, ...o.in_progress]
  if (mine.length === 0) return <p className="rewards-dialog__empty"><Msg id={loggedIn ? "rewards.dialog.summary.nothingYet" : "rewards.dialog.summary.visitor"} /></p>
  return <ul className="rewards-dialog__list">{mine.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul>
}

// ── Reward ──────────────────────────────────────────────────────────────────

export function RewardModal({ modal }: ModalBodyProps) {
  const { state, loggedIn } = useRewardsDialog()
  const close = useClose(modal.id)
  const subject = subjectOf(state, modal.props)
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      {!namesSubject(modal.props) ? <MyRewards state={state} loggedIn={loggedIn} />
        : subject ? <SubjectDetails subject={subject} /> : <SubjectMissing state={state} />}
      <ModalActions>
        {subject ? <SubjectAction subject={subject} loggedIn={loggedIn} onClose={close} /> : null}
        <CloseLink href="/rewards" onClose={close}><Msg id="rewards.dialog.seeAll" /></CloseLink>
      </ModalActions>
    </ModalContent>
  )
}

// ── Rewards ─────────────────────────────────────────────────────────────────

export function RewardsModal({ modal }: ModalBodyProps) {
  const { state, loggedIn } = useRewardsDialog()
  const close = useClose(modal.id)
  const o = state.overview
  const daily = state.daily
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="rewards.intro" /></p></ModalText>
      <RewardsLoading state={state} />
      {o && o.earned.length > 0 ? (
        <section className="rewards-dialog__section" aria-labelledby="rewards-dialog-earned">
          <h3 id="rewards-dialog-earned" className="rewards-dialog__heading"><Msg id="rewards.earned" /></h3>
          <ul className="rewards-dialog__list">{o.earned.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul>
        </section>
      ) : null}
      {o ? (
        <section className="rewards-dialog__section" aria-labelledby="rewards-dialog-offers-all">
          <h3 id="rewards-dialog-offers-all" className="rewards-dialog__heading"><Msg id="rewards.offers" /></h3>
          {o.offers.length === 0 ? <p className="rewards-dialog__empty"><Msg id="rewards.dialog.noOffers" /></p> : (
            <ul className="rewards-dialog__grid">{o.offers.map((offer) => <li key={offer.id}><OfferCard offer={offer} loggedIn={loggedIn} onClose={close} headingLevel={4} /></li>)}</ul>
          )}
        </section>
      ) : null}
      {loggedIn && daily ? (
        <section className="rewards-dialog__section" aria-labelledby="rewards-dialog-daily">
          <h3 id="rewards-dialog-daily" className="rewards-dialog__heading"><Msg id="rewards.daily.title" /></h3>
          <p className="rewards-dialog__note"><Msg id={daily.play || daily.played_today ? "rewards.daily.played" : daily.available ? "rewards.dialog.daily.ready" : "rewards.daily.unavailable"} /></p>
        </section>
      ) : null}
      {o && o.claimed.length > 0 ? (
        <section className="rewards-dialog__section" aria-labelledby="rewards-dialog-claimed">
          <h3 id="rewards-dialog-claimed" className="rewards-dialog__heading"><Msg id="rewards.claimed" /></h3>
          <ul className="rewards-dialog__list">{o.claimed.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul>
        </section>
      ) : null}
      <p className="rewards-dialog__terms"><Msg id="rewards.terms" /></p>
      <ModalActions>
        <CloseLink href="/rewards" onClose={close}><Msg id="rewards.dialog.openPage" /></CloseLink>
      </ModalActions>
    </ModalContent>
  )
}

// ── RewardsSummary ──────────────────────────────────────────────────────────

export function RewardsSummaryModal({ modal }: ModalBodyProps) {
  const { state, loggedIn } = useRewardsDialog()
  const close = useClose(modal.id)
  const bonuses = useSelector(selectBonusBalances)
  const money = useRewardAmount()
  const o = state.overview
  const daily = state.daily
  const dailyId: MessageId | null = !loggedIn || !daily ? null
    : daily.play || daily.played_today ? "rewards.dialog.summary.dailyPlayed"
    : daily.available ? "rewards.dialog.summary.dailyReady"
    : "rewards.dialog.summary.dailyClosed"
  return (
    <ModalContent align="start">
      <ModalHeading icon="gift" tone="success" title={modalTitleId(modal.name)} />
      <RewardsLoading state={state} />
      {o ? (
        <dl className="modal__facts" data-testid="rewards-summary">
          <div><dt><Msg id="rewards.earned" /></dt><dd>{o.earned.length}</dd></div>
          <div><dt><Msg id="rewards.status.opted_in" /></dt><dd>{o.in_progress.length}</dd></div>
          <div><dt><Msg id="rewards.claimed" /></dt><dd>{o.claimed.length}</dd></div>
          {bonuses ? <div><dt><Msg id="rewards.dialog.bonusTotal" /></dt><dd>{money(bonuses.total)}</dd></div> : null}
          {dailyId ? <div><dt><Msg id="rewards.daily.title" /></dt><dd><Msg id={dailyId} /></dd></div> : null}
        </dl>
      ) : null}
      {o && !loggedIn ? <ModalText><p><Msg id="rewards.dialog.summary.visitor" /></p></ModalText> : null}
      {o && o.earned.length > 0 ? (
        <section className="rewards-dialog__section" aria-labelledby="rewards-summary-earned">
          <h3 id="rewards-summary-earned" className="rewards-dialog__heading"><Msg id="rewards.earned" /></h3>
          <ul className="rewards-dialog__list">{o.earned.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul>
        </section>
      ) : null}
      {o && o.in_progress.length > 0 ? (
        <section className="rewards-dialog__section" aria-labelledby="rewards-summary-progress">
          <h3 id="rewards-summary-progress" className="rewards-dialog__heading"><Msg id="rewards.status.opted_in" /></h3>
          <ul className="rewards-dialog__list">{o.in_progress.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul>
        </section>
      ) : null}
      {o && loggedIn && o.earned.length === 0 && o.in_progress.length === 0 ? <p className="rewards-dialog__empty"><Msg id="rewards.dialog.summary.nothingYet" /></p> : null}
      <ModalActions>
        <CloseLink href="/rewards" onClose={close} primary><Msg id="rewards.dialog.openPage" /></CloseLink>
      </ModalActions>
    </ModalContent>
  )
}

// ── ClaimReward ─────────────────────────────────────────────────────────────

function ClaimOne({ reward }: { readonly reward: UserReward }) {
  return (
    <div className="reward-claim">
      <p className="reward-claim__value"><RewardValue kind={reward.kind} amount={reward.amount} spins={reward.spins} /></p>
      <p className="reward-detail__title">{reward.title}</p>
      <p className="reward-detail__status"><RewardStatus status={reward.status} /> · <RewardDate reward={reward} /></p>
      {reward.status === "opted_in" ? <><p><Msg id="rewards.dialog.claim.notYet" /></p><RewardProgress reward={reward} /></> : null}
      {reward.status === "expired" ? <p><Msg id="rewards.dialog.claim.expired" /></p> : null}
      {reward.status === "claimed" ? <p className="reward-detail__paid" role="status"><PaidText reward={reward} /></p> : null}
    </div>
  )
}

export function ClaimRewardModal({ modal }: ModalBodyProps) {
  const { state } = useRewardsDialog()
  const close = useClose(modal.id)
  const named = namesSubject(modal.props)
  const reward = subjectOf(state, modal.props)?.reward ?? null
  const earned = state.overview?.earned ?? []
  const claimed = reward?.status === "claimed"
  return (
    <ModalContent>
      <ModalHeading icon="gift" tone={claimed ? "success" : "info"} title={modalTitleId(modal.name)} />
      {named ? (reward ? <ClaimOne reward={reward} /> : <SubjectMissing state={state} />) : (
        <>
          <RewardsLoading state={state} />
          {state.overview && earned.length === 0 ? <ModalText><p><Msg id="rewards.dialog.claim.none" /></p></ModalText> : null}
          {earned.length > 0 ? <ul className="rewards-dialog__list rewards-dialog__list--wide">{earned.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul> : null}
        </>
      )}
      <ModalActions>
        {reward?.status === "earned" ? <ClaimButton reward={reward} block autoFocus /> : null}
        {claimed ? (
          <button type="button" className="btn btn--primary btn--block" data-autofocus onClick={close}><Msg id="rewards.dialog.done" /></button>
        ) : (
          <CloseLink href="/rewards" onClose={close}><Msg id="rewards.dialog.seeAll" /></CloseLink>
        )}
      </ModalActions>
    </ModalContent>
  )
}

// ── OptIn ───────────────────────────────────────────────────────────────────

export function OptInModal({ modal }: ModalBodyProps) {
  const { state, loggedIn } = useRewardsDialog()
  const close = useClose(modal.id)
  const named = namesSubject(modal.props)
  const subject = subjectOf(state, modal.props)
  const offer = subject?.offer ?? null
  const open = (state.overview?.offers ?? []).filter((o) => o.reward === null)
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="rewards.dialog.optIn.text" /></p></ModalText>
      {named ? (offer ? (
        <>
          <OfferCard offer={offer} loggedIn={loggedIn} onClose={close} autoFocus />
          {offer.reward?.status === "opted_in" ? <p className="reward-detail__paid" role="status"><Msg id="rewards.dialog.optIn.done" /></p> : null}
        </>
      ) : <SubjectMissing state={state} />) : (
        <>
          <RewardsLoading state={state} />
          {state.overview && open.length === 0 ? <p className="rewards-dialog__empty"><Msg id="rewards.dialog.optIn.allIn" /></p> : null}
          {open.length > 0 ? <ul className="rewards-dialog__list">{open.map((o) => <li key={o.id}><OfferCard offer={o} loggedIn={loggedIn} onClose={close} /></li>)}</ul> : null}
        </>
      )}
      <ModalActions>
        <CloseLink href="/rewards" onClose={close}><Msg id="rewards.dialog.seeAll" /></CloseLink>
      </ModalActions>
    </ModalContent>
  )
}

// ── ClubSteps ───────────────────────────────────────────────────────────────

type StepState = "done" | "current" | "todo"

function Step({ n, state, title, text, children }: {
  readonly n: number
  readonly state: StepState | null
  readonly title: MessageId
  readonly text: MessageId
  readonly children?: ReactNode
}) {
  return (
    <li className={`club-step${state ? ` club-step--${state}` : ""}`}>
      <span className="club-step__n" aria-hidden="true">{state === "done" ? "✓" : n}</span>
      <div className="club-step__body">
        <h3 className="club-step__title"><Msg id={title} /></h3>
        <p className="club-step__text"><Msg id={text} /></p>
        {state ? <p className="club-step__state"><Msg id={`rewards.dialog.steps.state.${state}`} /></p> : null}
        {children}
      </div>
    </li>
  )
}

/** One reward's place on the three steps, read from the status the server gave it. */
const stepsOf = (reward: UserReward | null): readonly [StepState, StepState, StepState] => {
  if (!reward) return ["current", "todo", "todo"]
  switch (reward.status) {
    case "opted_in": return ["done", "current", "todo"]
    case "earned": return ["done", "done", "current"]
    case "claimed": return ["done", "done", "done"]
    case "expired": return ["done", reward.earned_at === null ? "todo" : "done", "todo"]
  }
}

function SubjectSteps({ subject, loggedIn, onClose }: { readonly subject: Subject; readonly loggedIn: boolean; readonly onClose: () => void }) {
  const { offer, reward } = subject
  const [one, two, three] = stepsOf(reward)
  return (
    <>
      <p className="reward-detail__title">{reward?.title ?? offer?.title}</p>
      {reward?.status === "expired" ? <p className="rewards-dialog__note"><RewardDate reward={reward} /></p> : null}
      <ol className="club-steps">
        <Step n={1} state={one} title="rewards.dialog.steps.optIn" text="rewards.dialog.steps.optInText">
          {offer && !reward ? <div className="club-step__action"><OfferAction offer={offer} loggedIn={loggedIn} autoFocus onLeave={onClose} /></div> : null}
        </Step>
        <Step n={2} state={two} title="rewards.dialog.steps.meet" text="rewards.dialog.steps.meetText">
          {offer ? <p className="reward-offer__rule"><span className="reward-offer__label"><Msg id="rewards.dialog.whatCounts" /></span> <RuleText rule={offer.rule} /></p> : null}
          {reward?.status === "opted_in" ? <><RewardProgress reward={reward} /><p className="rewards-dialog__note"><RewardDate reward={reward} /></p></> : null}
        </Step>
        <Step n={3} state={three} title="rewards.dialog.steps.claim" text="rewards.dialog.steps.claimText">
          {reward?.status === "earned" ? <div className="club-step__action"><ClaimButton reward={reward} /> <RewardDate reward={reward} /></div> : null}
          {reward?.status === "claimed" ? <p className="reward-detail__paid"><PaidText reward={reward} /></p> : null}
        </Step>
      </ol>
    </>
  )
}

function OverallSteps({ state, loggedIn }: { readonly state: RewardsState; readonly loggedIn: boolean }) {
  const o = state.overview
  const joined = o ? o.offers.filter((offer) => offer.reward !== null).length : 0
  return (
    <ol className="club-steps">
      <Step n={1} state={null} title="rewards.dialog.steps.optIn" text="rewards.dialog.steps.optInText">
        {o && loggedIn ? <p className="club-step__state"><Msg id="rewards.dialog.steps.joined" values={{ joined, offers: o.offers.length }} /></p> : null}
      </Step>
      <Step n={2} state={null} title="rewards.dialog.steps.meet" text="rewards.dialog.steps.meetText">
        {o && loggedIn ? (
          <>
            <p className="club-step__state"><Msg id="rewards.dialog.steps.inProgress" values={{ count: o.in_progress.length }} /></p>
            {o.in_progress.length > 0 ? <ul className="rewards-dialog__list">{o.in_progress.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul> : null}
          </>
        ) : null}
      </Step>
      <Step n={3} state={null} title="rewards.dialog.steps.claim" text="rewards.dialog.steps.claimText">
        {o && loggedIn ? (
          <>
            <p className="club-step__state"><Msg id="rewards.dialog.steps.ready" values={{ count: o.earned.length }} /></p>
            {o.earned.length > 0 ? <ul className="rewards-dialog__list">{o.earned.map((r) => <li key={r.id}><RewardRow reward={r} /></li>)}</ul> : null}
          </>
        ) : null}
      </Step>
    </ol>
  )
}

export function ClubStepsModal({ modal }: ModalBodyProps) {
  const { state, loggedIn } = useRewardsDialog()
  const close = useClose(modal.id)
  const named = namesSubject(modal.props)
  const subject = subjectOf(state, modal.props)
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="rewards.dialog.steps.intro" /></p></ModalText>
      {named ? (subject ? <SubjectSteps subject={subject} loggedIn={loggedIn} onClose={close} /> : <SubjectMissing state={state} />) : (
        <>
          <RewardsLoading state={state} />
          <OverallSteps state={state} loggedIn={loggedIn} />
        </>
      )}
      <p className="rewards-dialog__note"><Msg id="rewards.dialog.steps.daily" /></p>
      <p className="rewards-dialog__terms"><Msg id="rewards.terms" /></p>
      <ModalActions>
        <CloseLink href="/rewards" onClose={close}><Msg id="rewards.dialog.seeAll" /></CloseLink>
      </ModalActions>
    </ModalContent>
  )
}

// ── DailyGame ───────────────────────────────────────────────────────────────

export function DailyGameModal({ modal }: ModalBodyProps) {
  const { state, loggedIn } = useRewardsDialog()
  const close = useClose(modal.id)
  const intl = useIntl()
  const daily = state.daily
  const won = daily?.play?.reward ?? null
  // Today's prize as the overview now states it (claimed here or on the page), else as the play said.
  const prize = won ? findReward(state, won.id) ?? won : null
  // The daily game is asked for with the overview: answered overview and no daily game means it failed.
  const failed = !daily && state.dailyRequest === null && state.overview !== null
  return (
    <ModalContent>
      <ModalHeading icon="gift" tone="success" title={modalTitleId(modal.name)} />
      {!loggedIn ? <ModalText><p><Msg id="rewards.daily.unavailable" /></p></ModalText>
        : daily ? (
          <div className="daily-game daily-game--dialog" data-testid="daily-game">
            <DailyGameBoard daily={daily} busy={state.dailyRequest !== null} wonId="rewards.daily.wonHere" />
          </div>
        ) : (
          <p className="rewards-dialog__empty" role="status"><Msg id={failed || state.phase === "failed" ? "rewards.dialog.daily.failed" : "rewards.loading"} /></p>
        )}
      {prize && prize.status !== "earned" ? (
        <p className="reward-detail__status"><RewardStatus status={prize.status} /> · <RewardDate reward={prize} /></p>
      ) : null}
      {prize?.status === "claimed" ? <p className="reward-detail__paid" role="status"><PaidText reward={prize} /></p> : null}
      {prize?.status === "earned" ? (
        <p className="rewards-dialog__note"><Msg id="rewards.dialog.claimBy" values={{ date: intl.formatDate(prize.expires_at, { day: "numeric", month: "short", year: "numeric" }) }} /></p>
      ) : null}
      <ModalActions>
        {prize?.status === "earned" ? <ClaimButton reward={prize} block autoFocus /> : null}
        <CloseLink href="/rewards" onClose={close}><Msg id="rewards.dialog.seeAll" /></CloseLink>
      </ModalActions>
    </ModalContent>
  )
}
