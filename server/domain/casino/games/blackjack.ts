/**
 * Blackjack, six decks shuffled afresh for every round (the round's generator shuffles the
 * 312-card shoe). Rules (the game info says the same):
 *   - blackjack pays 3 to 2; other wins 1 to 1; the dealer stands on all 17s, soft 17 included;
 *   - the dealer peeks with an ace or a ten showing: a dealer blackjack ends the round at once
 *     (a player blackjack then pushes); with an ace showing, insurance (half the stake, pays 2 to 1)
 *     is offered before the peek;
 *   - double on any first two cards, after a split too (one more card, stake doubled);
 *   - split any two cards of equal value, up to four hands; split aces take one card each; a 21
 *     after a split is not a blackjack.
 * The state is plain data (stored with the round); each action returns the next state and the
 * extra stake it takes (double, split, insurance), which the caller debits.
 * Declared RTP: 99.54% with basic strategy (the house edge of these rules is about 0.46%:
 * 6 decks, S17, DAS, no surrender, no re-split of aces; published basic-strategy tables).
 */
import { fraction, type Fraction } from "./fraction.js"
import type { RoundRandom } from "./random.js"

export const BLACKJACK_RTP: Fraction = fraction(9954, 10000)
export const DECKS = 6
export const MAX_HANDS = 4

/** A card 0..51: suit = ⌊c / 13⌋, rank = c % 13 + 1 (1 ace … 11 jack, 12 queen, 13 king). */
export type Card = number
export const rankOf = (c: Card): number => (c % 13) + 1
export const valueOf = (c: Card): number => Math.min(rankOf(c), 10)

export interface HandTotal {
  readonly total: number
  readonly soft: boolean
}

export const handTotal = (cards: ReadonlyArray<Card>): HandTotal => {
  let total = 0
  let aces = 0
  for (const c of cards) {
    total += valueOf(c)
    if (rankOf(c) === 1) aces++
  }
  return aces > 0 && total + 10 <= 21 ? { total: total + 10, soft: true } : { total, soft: false }
}

export const isBlackjack = (cards: ReadonlyArray<Card>): boolean => cards.length === 2 && handTotal(cards).total === 21

export type HandStatus = "playing" | "stood" | "bust" | "doubled"
export type HandOutcome = "blackjack" | "win" | "push" | "lose" | "bust"

export interface BlackjackHand {
  readonly cards: ReadonlyArray<Card>
  readonly stake: number
  readonly status: HandStatus
  readonly fromSplit: boolean
  readonly outcome: HandOutcome | null
  /** Returned to the player for this hand (stake included) once settled. */
  readonly returned: number
}

export interface BlackjackState {
  readonly phase: "insurance" | "playing" | "settled"
  readonly shoe: ReadonlyArray<Card>
  readonly cursor: number
  readonly dealer: ReadonlyArray<Card>
  readonly hands: ReadonlyArray<BlackjackHand>
  readonly active: number
  /** Insurance stake once taken; null when declined or never offered. */
  readonly insurance: number | null
  readonly insuranceReturned: number
}

export type BlackjackAction = "hit" | "stand" | "double" | "split" | "insurance" | "no_insurance"

export class BlackjackError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "BlackjackError"
  }
}

/** A fresh six-deck shoe shuffled by the round's generator (Fisher–Yates). */
export const shuffleShoe = (rng: RoundRandom, decks = DECKS): Card[] => {
  const shoe = Array.from({ length: 52 * decks }, (_, i) => i % 52)
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = rng.below(i + 1)
    ;[shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!]
  }
  return shoe
}

const draw = (s: BlackjackState): [Card, BlackjackState] => {
  const card = s.shoe[s.cursor]
  if (card === undefined) throw new BlackjackError("the shoe ran out")
  return [card, { ...s, cursor: s.cursor + 1 }]
}

const setHand = (s: BlackjackState, i: number, hand: BlackjackHand): BlackjackState => ({ ...s, hands: s.hands.map((h, k) => (k === i ? hand : h)) })

/** Deals a round: player, dealer, player, dealer (the dealer's second card is the hole card). */
export const dealBlackjack = (shoe: ReadonlyArray<Card>, stake: number): BlackjackState => {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake % 2 !== 0) throw new BlackjackError("the stake is a positive even number of minor units (3 to 2 and insurance halve it)")
  const [p1, d1, p2, d2] = [shoe[0]!, shoe[1]!, shoe[2]!, shoe[3]!]
  const s: BlackjackState = {
    phase: "playing",
    shoe,
    cursor: 4,
    dealer: [d1, d2],
    hands: [{ cards: [p1, p2], stake, status: "playing", fromSplit: false, outcome: null, returned: 0 }],
    active: 0,
    insurance: null,
    insuranceReturned: 0,
  }
  if (rankOf(d1) === 1) return { ...s, phase: "insurance" }
  return afterPeek(s)
}

/** The dealer has peeked (or shows no ace or ten): a dealer or player blackjack ends the round. */
const afterPeek = (s: BlackjackState): BlackjackState => {
  const upValue = valueOf(s.dealer[0]!)
  if ((upValue === 10 || upValue === 1) && isBlackjack(s.dealer)) return settle(s)
  if (isBlackjack(s.hands[0]!.cards)) return settle(s)
  return s
}

/** What the player may do now. */
export const allowedActions = (s: BlackjackState): ReadonlyArray<BlackjackAction> => {
  if (s.phase === "insurance") return ["insurance", "no_insurance"]
  if (s.phase !== "playing") return []
  const hand = s.hands[s.active]
  if (!hand || hand.status !== "playing") return []
  const out: BlackjackAction[] = ["hit", "stand"]
  if (hand.cards.length === 2) {
    out.push("double")
    const [a, b] = hand.cards
    if (valueOf(a!) === valueOf(b!) && s.hands.length < MAX_HANDS) out.push("split")
  }
  return out
}

/** The extra stake an action takes before it runs (the caller debits it). */
export const extraStakeOf = (s: BlackjackState, action: BlackjackAction): number => {
  if (action === "double" || action === "split") return s.hands[s.active]?.stake ?? 0
  if (action === "insurance") return (s.hands[0]?.stake ?? 0) / 2
  return 0
}

/** Moves on to the next hand still playing, or plays the dealer and settles. */
const advance = (s: BlackjackState): BlackjackState => {
  let i = s.active
  while (i < s.hands.length && s.hands[i]!.status !== "playing") i++
  if (i < s.hands.length) return autoStand({ ...s, active: i })
  return settle(playDealer({ ...s, active: s.hands.length }))
}

/** A hand on 21, or split aces with their one card, needs no decision. */
const autoStand = (s: BlackjackState): BlackjackState => {
  const hand = s.hands[s.active]!
  const splitAces = hand.fromSplit && rankOf(hand.cards[0]!) === 1
  if (handTotal(hand.cards).total === 21 || (splitAces && hand.cards.length === 2)) return advance(setHand(s, s.active, { ...hand, status: "stood" }))
  return s
}

const playDealer = (s: BlackjackState): BlackjackState => {
  if (s.hands.every((h) => h.status === "bust")) return s
  let state = s
  while (handTotal(state.dealer).total < 17) {
    const [card, next] = draw(state)
    state = { ...next, dealer: [...next.dealer, card] }
  }
  return state
}

const settle = (s: BlackjackState): BlackjackState => {
  const dealer = handTotal(s.dealer)
  const dealerBj = isBlackjack(s.dealer)
  const hands = s.hands.map((h): BlackjackHand => {
    const mine = handTotal(h.cards)
    const natural = !h.fromSplit && s.hands.length === 1 && isBlackjack(h.cards)
    let outcome: HandOutcome
    if (mine.total > 21) outcome = "bust"
    else if (natural && dealerBj) outcome = "push"
    else if (natural) outcome = "blackjack"
    else if (dealerBj) outcome = "lose"
    else if (dealer.total > 21 || mine.total > dealer.total) outcome = "win"
    else if (mine.total === dealer.total) outcome = "push"
    else outcome = "lose"
    const returned = outcome === "blackjack" ? h.stake + (h.stake * 3) / 2 : outcome === "win" ? 2 * h.stake : outcome === "push" ? h.stake : 0
    return { ...h, outcome, returned, status: h.status === "playing" ? "stood" : h.status }
  })
  const insuranceReturned = s.insurance !== null && dealerBj ? 3 * s.insurance : 0
  return { ...s, phase: "settled", hands, insuranceReturned }
}

/** Plays one action; throws BlackjackError when it is not allowed now. */
export const actBlackjack = (s: BlackjackState, action: BlackjackAction): BlackjackState => {
  if (!allowedActions(s).includes(action)) throw new BlackjackError(`${action} is not allowed now`)
  switch (action) {
    case "insurance":
    case "no_insurance": {
      const insured = action === "insurance" ? { ...s, insurance: s.hands[0]!.stake / 2 } : s
      return afterPeek({ ...insured, phase: "playing" })
    }
    case "hit": {
      const [card, next] = draw(s)
      const hand = next.hands[next.active]!
      const cards = [...hand.cards, card]
      const total = handTotal(cards).total
      const updated = setHand(next, next.active, { ...hand, cards, status: total > 21 ? "bust" : total === 21 ? "stood" : "playing" })
      return total >= 21 ? advance(updated) : updated
    }
    case "stand":
      return advance(setHand(s, s.active, { ...s.hands[s.active]!, status: "stood" }))
    case "double": {
      const [card, next] = draw(s)
      const hand = next.hands[next.active]!
      const cards = [...hand.cards, card]
      return advance(setHand(next, next.active, { ...hand, cards, stake: 2 * hand.stake, status: handTotal(cards).total > 21 ? "bust" : "doubled" }))
    }
    case "split": {
      const hand = s.hands[s.active]!
      const [first, second] = hand.cards
      let state = s
      const [c1, n1] = draw(state)
      const [c2, n2] = draw(n1)
      state = n2
      const left: BlackjackHand = { cards: [first!, c1], stake: hand.stake, status: "playing", fromSplit: true, outcome: null, returned: 0 }
      const right: BlackjackHand = { cards: [second!, c2], stake: hand.stake, status: "playing", fromSplit: true, outcome: null, returned: 0 }
      const hands = [...state.hands.slice(0, state.active), left, right, ...state.hands.slice(state.active + 1)]
      const splitAces = rankOf(first!) === 1
      if (splitAces) {
        const done = hands.map((h, k) => (k === state.active || k === state.active + 1 ? { ...h, status: "stood" as const } : h))
        return advance({ ...state, hands: done })
      }
      return autoStand({ ...state, hands })
    }
  }
}

/** Everything staked in the round so far (hands, doubles, splits, insurance). */
export const totalStaked = (s: BlackjackState): number => s.hands.reduce((t, h) => t + h.stake, 0) + (s.insurance ?? 0)

/** Everything the round returns (stakes included); meaningful once settled. */
export const totalReturned = (s: BlackjackState): number => s.hands.reduce((t, h) => t + h.returned, 0) + s.insuranceReturned

/** The table as the player may see it: the hole card and the shoe stay hidden until settled. */
export const blackjackView = (s: BlackjackState) => ({
  phase: s.phase,
  dealer: s.phase === "settled" ? s.dealer : [s.dealer[0]!],
  dealer_total: s.phase === "settled" ? handTotal(s.dealer).total : handTotal([s.dealer[0]!]).total,
  hands: s.hands.map((h) => ({ cards: h.cards, stake: h.stake, status: h.status, outcome: h.outcome, returned: h.returned, total: handTotal(h.cards).total, soft: handTotal(h.cards).soft })),
  active: s.active,
  insurance: s.insurance,
  insurance_returned: s.insuranceReturned,
  actions: allowedActions(s),
})

/**
 * A shared-dealer table (live blackjack) deals every seat from one shoe and plays the dealer once
 * for all: the dealer draws from `shoe` at `cursor` by the same rule (stands on all 17s; draws
 * nothing when every hand at the table is bust).
 */
export const playSharedDealer = (dealer: ReadonlyArray<Card>, hands: ReadonlyArray<BlackjackHand>, shoe: ReadonlyArray<Card>, cursor: number): { dealer: ReadonlyArray<Card>; cursor: number } => {
  const played = playDealer({ phase: "playing", shoe, cursor, dealer, hands, active: hands.length, insurance: null, insuranceReturned: 0 })
  return { dealer: played.dealer, cursor: played.cursor }
}

/** Settles one seat's hands against the table's dealer (the same payouts as the single-player game). */
export const settleAgainstDealer = (s: BlackjackState, dealer: ReadonlyArray<Card>): BlackjackState => settle({ ...s, dealer })
