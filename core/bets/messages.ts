/**
 * The message ids My Bets' core texts name (snackbars, the explanation of a settled bet), with
 * their en-GB text. Composed into coreMessages (core/app/messages.ts): the catalogues must hold them.
 */
export const betsMessages = {
  "bets.cashout.done": "Cashed out: {amount} has been paid to your balance.",
  "bets.cashout.unavailable": "Cash-out isn't available on this bet right now.",
  "bets.cashout.noAnswer": "We couldn't confirm your cash-out yet. Your bets have been refreshed: check the bet before trying again.",
  "bets.explain.cashedOut": "Cashed out for {amount}.",
  "bets.explain.won": "Won: the bet paid {amount}.",
  "bets.explain.placed": "Placed: the win part lost and the place part paid {amount}.",
  "bets.explain.lost": "Lost: no part of the bet won.",
  "bets.explain.void": "Void: every selection was void, so {amount} was returned.",
  "bets.explain.settled": "Settled: the bet paid {amount}.",
  "bets.explain.eachWay": "Each way: half the stake backed the win and half the place, on the terms {terms}.",
  "bets.explain.eachWayNoTerms": "Each way: half the stake backed the win and half the place.",
  "bets.explain.startPrice": "{selection} was settled at its starting price (SP) of {price}.",
  "bets.explain.startPriceOnly": "{selection} was settled at its starting price (SP).",
  "bets.explain.deadHeat": "{selection} dead-heated with {others, plural, one {# other} other {# others}}, so its stake was shared under dead-heat rules.",
  "bets.explain.bog": "Best odds guaranteed: the starting price beat the price you took, adding {amount}.",
  "bets.explain.voidLegs": "{count, plural, one {# selection was void and counted at odds of 1.} other {# selections were void and counted at odds of 1.}}",
  "bets.explain.freeBet": "The free bet stake of {amount} is not returned, only its winnings.",
  "bets.explain.freeBetReturned": "Your free bet of {amount} was given back, to use on another bet.",
  "bets.explain.credit": "Paid as {cash} cash and {credit} bonus credit.",
} as const
