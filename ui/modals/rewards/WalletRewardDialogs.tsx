/**
 * The rewards dialogs about what the bettor holds (spec §2.10; spec §3 Account: bonus balances,
 * vouchers each with amount, free spins each with value), each beside the rewards of its kind:
 * - Voucher: the free bets in the account, then free-bet rewards (to claim, in progress, claimed)
 *   and the free-bet offers not opted in to;
 * - Credit: the bonus balances (credit, deposit, referral, odds boost, bet and get) and their
 *   total, then credit rewards and offers;
 * - FreeSpins: the free spins in the account, then free-spins rewards and offers;
 * - Referral: the bettor's code and sign-up link to share (with friends signed up and qualified),
 *   the referral bonus balance, then the referral offers with their rule and the bettor's progress.
 * Balances are the wallet's (core/wallet selectors: the server's figures); rewards are the
 * overview's. Nothing is computed here beyond listing them.
 */
import type { ReactNode } from "react"
import type { RewardKind } from "../../../core/rewards/index.js"
import { selectBonusBalances, selectFreeSpins, selectVouchers } from "../../../core/wallet/index.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../../components/Msg.js"
import { ReferralShare, useReferralInfo } from "../../components/rewards/ReferralShare.js"
import { RewardValue, useRewardAmount } from "../../components/rewards/RewardParts.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { modalTitleId } from "../PlaceholderModal.js"
import { ModalActions, ModalContent, ModalHeading, ModalText, useClose, type ModalBodyProps } from "../ModalParts.js"
import { CloseLink, RewardsOfKinds, useRewardsDialog } from "./RewardDialogParts.js"

/** The frame the four share: icon, title, intro, what the wallet holds, the rewards of the kinds, links. */
function WalletRewardDialog({ modal, intro, kinds, empty, holdings, more }: ModalBodyProps & {
  readonly intro: MessageId
  readonly kinds: ReadonlyArray<RewardKind>
  readonly empty: MessageId
  readonly holdings: ReactNode
  readonly more?: { readonly href: string; readonly label: MessageId }
}) {
  const { state, loggedIn } = useRewardsDialog()
  const close = useClose(modal.id)
  return (
    <ModalContent align="start">
      <ModalHeading icon="gift" tone="success" title={modalTitleId(modal.name)} />
      <ModalText><p><Msg id={intro} /></p></ModalText>
      {loggedIn ? holdings : null}
      <RewardsOfKinds state={state} kinds={kinds} loggedIn={loggedIn} onClose={close} empty={empty} />
      <ModalActions>
        {more ? <CloseLink href={more.href} onClose={close} primary><Msg id={more.label} /></CloseLink> : null}
        <CloseLink href="/rewards" onClose={close}><Msg id="rewards.dialog.seeAll" /></CloseLink>
      </ModalActions>
    </ModalContent>
  )
}

// ── Voucher ─────────────────────────────────────────────────────────────────

function Vouchers() {
  const vouchers = useSelector(selectVouchers)
  if (vouchers.length === 0) return null
  return (
    <section className="rewards-dialog__section" aria-labelledby="voucher-held">
      <h3 id="voucher-held" className="rewards-dialog__heading"><Msg id="rewards.dialog.voucher.held" values={{ count: vouchers.length }} /></h3>
      <ul className="rewards-dialog__chips" data-testid="vouchers">
        {vouchers.map((v) => <li key={v.id} className="reward-chip"><RewardValue kind="free_bet" amount={v.amount} spins={null} /></li>)}
      </ul>
      <p className="rewards-dialog__note"><Msg id="rewards.dialog.voucher.use" /></p>
    </section>
  )
}

export function VoucherModal({ modal }: ModalBodyProps) {
  return <WalletRewardDialog modal={modal} intro="rewards.dialog.voucher.intro" kinds={["free_bet"]} empty="rewards.dialog.voucher.none" holdings={<Vouchers />} more={{ href: "/sports", label: "rewards.dialog.voucher.bet" }} />
}

// ── Credit ──────────────────────────────────────────────────────────────────

function BonusBalances() {
  const bonuses = useSelector(selectBonusBalances)
  const money = useRewardAmount()
  if (!bonuses) return null
  const rows: ReadonlyArray<readonly [MessageId, number]> = [
    ["cashier.balanceType.bonus", bonuses.bonus],
    ["cashier.balanceType.deposit_bonus", bonuses.depositBonus],
    ["cashier.balanceType.referral_bonus", bonuses.referralBonus],
    ["cashier.balanceType.oddsboost_bonus", bonuses.oddsBoost?.amount ?? 0],
    ["cashier.balanceType.betxgety_bonus", bonuses.betXGetY],
  ]
  return (
    <section className="rewards-dialog__section" aria-labelledby="credit-balances">
      <h3 id="credit-balances" className="rewards-dialog__heading"><Msg id="rewards.dialog.credit.balances" /></h3>
      <dl className="modal__facts" data-testid="bonus-balances">
        {rows.map(([label, amount]) => <div key={label}><dt><Msg id={label} /></dt><dd>{money(amount)}</dd></div>)}
        <div><dt><Msg id="rewards.dialog.bonusTotal" /></dt><dd>{money(bonuses.total)}</dd></div>
      </dl>
      <p className="rewards-dialog__note"><Msg id="rewards.dialog.credit.use" /> <Msg id="cashier.withdraw.cashOnly" /></p>
    </section>
  )
}

export function CreditModal({ modal }: ModalBodyProps) {
  return <WalletRewardDialog modal={modal} intro="rewards.dialog.credit.intro" kinds={["credit"]} empty="rewards.dialog.credit.none" holdings={<BonusBalances />} />
}

// ── FreeSpins ───────────────────────────────────────────────────────────────

function FreeSpinsHeld() {
  const spins = useSelector(selectFreeSpins)
  const money = useRewardAmount()
  if (spins.length === 0) return null
  return (
    <section className="rewards-dialog__section" aria-labelledby="spins-held">
      <h3 id="spins-held" className="rewards-dialog__heading"><Msg id="rewards.dialog.spins.held" values={{ count: spins.length }} /></h3>
      <ul className="rewards-dialog__chips" data-testid="free-spins">
        {spins.map((s) => <li key={s.id} className="reward-chip"><Msg id="rewards.dialog.spins.each" values={{ value: money(s.value) }} /></li>)}
      </ul>
    </section>
  )
}

export function FreeSpinsModal({ modal }: ModalBodyProps) {
  return <WalletRewardDialog modal={modal} intro="rewards.dialog.spins.intro" kinds={["free_spins"]} empty="rewards.dialog.spins.none" holdings={<FreeSpinsHeld />} more={{ href: "/casino", label: "rewards.dialog.spins.casino" }} />
}

// ── Referral ────────────────────────────────────────────────────────────────

function ReferralBonus() {
  const bonuses = useSelector(selectBonusBalances)
  const money = useRewardAmount()
  if (!bonuses) return null
  return (
    <dl className="modal__facts" data-testid="referral-bonus">
      <div><dt><Msg id="cashier.balanceType.referral_bonus" /></dt><dd>{money(bonuses.referralBonus)}</dd></div>
    </dl>
  )
}

function ReferralHeld() {
  const info = useReferralInfo(true)
  return (
    <>
      {info ? <ReferralShare info={info} heading="h3" /> : null}
      <ReferralBonus />
    </>
  )
}

export function ReferralModal({ modal }: ModalBodyProps) {
  return <WalletRewardDialog modal={modal} intro="rewards.dialog.referral.intro" kinds={["referral"]} empty="rewards.dialog.referral.none" holdings={<ReferralHeld />} />
}
