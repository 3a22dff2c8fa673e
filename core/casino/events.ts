/** The casino area's recorded events (issue 16). Round and bet ids are made by the shell (they come in on the events). */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { BlackjackActionWire, CasinoClientSeed, CasinoFairness, CasinoLobby, CasinoRound, LiveBlackjackTable, LiveDecisionRequest, LiveTable, RouletteBetWire, VerifyRequest, VerifyResponse } from "../model/casino.js"

/** A casino page opened: the lobby (and the player's favourites and recent games) load. */
export const CasinoOpened = Schema.TaggedStruct("CasinoOpened", { at })
export const CasinoLobbyLoaded = Schema.TaggedStruct("CasinoLobbyLoaded", { at, requestId: RequestId, lobby: CasinoLobby })
export const CasinoFavouritesLoaded = Schema.TaggedStruct("CasinoFavouritesLoaded", { at, requestId: RequestId, gameIds: Schema.Array(Schema.String) })
export const CasinoHistoryLoaded = Schema.TaggedStruct("CasinoHistoryLoaded", { at, requestId: RequestId, rounds: Schema.Array(CasinoRound) })
/** The heart on a tile or the details page. */
export const CasinoFavouriteToggled = Schema.TaggedStruct("CasinoFavouriteToggled", { at, gameId: Schema.String })
/** The game player opened (its session starts: casinoGameActiveSessionStartedAt) or closed. */
export const CasinoPlayerOpened = Schema.TaggedStruct("CasinoPlayerOpened", { at, gameId: Schema.String })
export const CasinoPlayerClosed = Schema.TaggedStruct("CasinoPlayerClosed", { at })
/** Spin, deal, scratch or spin the wheel: a new round with the shell's round id. */
export const CasinoRoundRequested = Schema.TaggedStruct("CasinoRoundRequested", {
  at, roundId: Schema.String, stake: Schema.NullOr(Schema.Int), bets: Schema.NullOr(Schema.Array(RouletteBetWire)),
})
export const CasinoRoundLoaded = Schema.TaggedStruct("CasinoRoundLoaded", { at, requestId: RequestId, round: CasinoRound })
/** Hit, stand, double, split, insurance on the blackjack round in play. */
export const CasinoActionRequested = Schema.TaggedStruct("CasinoActionRequested", { at, action: BlackjackActionWire })
/** The reality check's "Continue playing" (RTS 13): the next check comes one interval later. */
export const CasinoRealityCheckContinued = Schema.TaggedStruct("CasinoRealityCheckContinued", { at })
/** The live table joined (subscribed) or left. */
export const LiveTableJoined = Schema.TaggedStruct("LiveTableJoined", { at, table: Schema.String, kind: Schema.optional(Schema.Literals(["roulette", "blackjack"])) })
export const LiveTableLeft = Schema.TaggedStruct("LiveTableLeft", { at })
export const LiveTableLoaded = Schema.TaggedStruct("LiveTableLoaded", { at, requestId: RequestId, table: LiveTable })
export const LiveTablePushed = Schema.TaggedStruct("LiveTablePushed", { at, table: LiveTable })
export const LiveBetRequested = Schema.TaggedStruct("LiveBetRequested", { at, betId: Schema.String, bets: Schema.Array(RouletteBetWire) })
export const LiveBetPlaced = Schema.TaggedStruct("LiveBetPlaced", { at, requestId: RequestId, round: CasinoRound })
/** The live blackjack table: its view (answer or push), a seat taken with a stake, a decision on the seat's hand. */
export const LiveBlackjackLoaded = Schema.TaggedStruct("LiveBlackjackLoaded", { at, requestId: RequestId, table: LiveBlackjackTable })
export const LiveBlackjackPushed = Schema.TaggedStruct("LiveBlackjackPushed", { at, table: LiveBlackjackTable })
export const LiveHandRequested = Schema.TaggedStruct("LiveHandRequested", { at, betId: Schema.String, stake: Schema.Int })
export const LiveDecisionRequested = Schema.TaggedStruct("LiveDecisionRequested", { at, action: LiveDecisionRequest.fields.action })
export const LiveDecisionAnswered = Schema.TaggedStruct("LiveDecisionAnswered", { at, requestId: RequestId, table: LiveBlackjackTable })

/** The verifier page opened: a bettor's next-round commitment loads (logged in). */
export const CasinoFairnessOpened = Schema.TaggedStruct("CasinoFairnessOpened", { at })
export const CasinoFairnessLoaded = Schema.TaggedStruct("CasinoFairnessLoaded", { at, requestId: RequestId, fairness: CasinoFairness })
/** The bettor chose their own client seed for the rounds to come. */
export const CasinoClientSeedChosen = Schema.TaggedStruct("CasinoClientSeedChosen", { at, clientSeed: CasinoClientSeed.fields.client_seed })
/** "Verify": the pasted seeds go to the server; `expectedHash` is the hash shown before the round, when known. */
export const CasinoVerificationRequested = Schema.TaggedStruct("CasinoVerificationRequested", { at, request: VerifyRequest, expectedHash: Schema.NullOr(Schema.String) })
export const CasinoRoundVerified = Schema.TaggedStruct("CasinoRoundVerified", { at, requestId: RequestId, result: VerifyResponse })

export const CASINO_EVENTS = [
  CasinoFairnessOpened, CasinoFairnessLoaded, CasinoClientSeedChosen, CasinoVerificationRequested, CasinoRoundVerified,
  CasinoOpened, CasinoLobbyLoaded, CasinoFavouritesLoaded, CasinoHistoryLoaded, CasinoFavouriteToggled, CasinoPlayerOpened, CasinoPlayerClosed,
  CasinoRoundRequested, CasinoRoundLoaded, CasinoActionRequested, CasinoRealityCheckContinued, LiveTableJoined, LiveTableLeft, LiveTableLoaded, LiveTablePushed, LiveBetRequested, LiveBetPlaced,
  LiveBlackjackLoaded, LiveBlackjackPushed, LiveHandRequested, LiveDecisionRequested, LiveDecisionAnswered,
] as const

export type CasinoEvent = (typeof CASINO_EVENTS)[number]["Type"]
