/** What the bettor did on the safer-gambling pages (past tense), and what the server answered. */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { ActivityStatement, AffordabilityAnswer, ExclusionResponse, LimitChangeResponse, SaferGamblingSummary, SelfExclusionInterval } from "../model/safer-gambling.js"

export const LimitKindSchema = Schema.Literals(["deposit", "loss"])

export const SaferGamblingOpened = Schema.TaggedStruct("SaferGamblingOpened", { at })
/** A limit set, lowered, raised (pending) or removed (amount null, pending); amount in minor units. */
export const LimitSubmitted = Schema.TaggedStruct("LimitSubmitted", { at, kind: LimitKindSchema, windowDays: Schema.Int, amount: Schema.NullOr(Schema.Int) })
export const LimitChangeConfirmed = Schema.TaggedStruct("LimitChangeConfirmed", { at, kind: LimitKindSchema, id: Schema.Int })
export const LimitChangeCancelled = Schema.TaggedStruct("LimitChangeCancelled", { at, kind: LimitKindSchema, id: Schema.Int })
export const TimeoutSubmitted = Schema.TaggedStruct("TimeoutSubmitted", { at, days: Schema.Int })
export const SelfExclusionSubmitted = Schema.TaggedStruct("SelfExclusionSubmitted", { at, interval: SelfExclusionInterval })
export const RealityCheckIntervalSubmitted = Schema.TaggedStruct("RealityCheckIntervalSubmitted", { at, seconds: Schema.Int })

export const SaferGamblingLoaded = Schema.TaggedStruct("SaferGamblingLoaded", { at, requestId: RequestId, summary: SaferGamblingSummary })
export const LimitChanged = Schema.TaggedStruct("LimitChanged", { at, requestId: RequestId, response: LimitChangeResponse })
export const ExclusionStarted = Schema.TaggedStruct("ExclusionStarted", { at, requestId: RequestId, exclusion: ExclusionResponse })

/** The activity statement (AccountActivityPrompt): deposits, stakes, returns and net over the last `days`. */
export const ActivityStatementRequested = Schema.TaggedStruct("ActivityStatementRequested", { at, days: Schema.Int })
export const ActivityStatementLoaded = Schema.TaggedStruct("ActivityStatementLoaded", { at, requestId: RequestId, statement: ActivityStatement })
/** How often the bettor wants the statement (AccountActivityFrequency); null: never. */
export const ActivityStatementFrequencySubmitted = Schema.TaggedStruct("ActivityStatementFrequencySubmitted", { at, days: Schema.NullOr(Schema.Int) })
/** The limit prompt before a first deposit was answered (set a limit or not now): the server records it. */
export const DepositLimitPromptAnswered = Schema.TaggedStruct("DepositLimitPromptAnswered", { at })
/** The affordability questionnaire's answers (Questionnaire). */
export const AffordabilitySubmitted = Schema.TaggedStruct("AffordabilitySubmitted", {
  at, source: Schema.Literals(["prompted", "deeplink"]), answers: Schema.Array(AffordabilityAnswer),
})

/** The bettor set (days) or cleared (null) their 'activity' play reminder (spec §3 Reminder). */
export const PlayReminderSubmitted = Schema.TaggedStruct("PlayReminderSubmitted", { at, days: Schema.NullOr(Schema.Int) })

export const SessionActivityLoaded = Schema.TaggedStruct("SessionActivityLoaded", { at, requestId: RequestId, statement: ActivityStatement })

export const SAFER_GAMBLING_EVENTS = [
  SessionActivityLoaded, PlayReminderSubmitted,
  ActivityStatementRequested, ActivityStatementLoaded, ActivityStatementFrequencySubmitted, DepositLimitPromptAnswered, AffordabilitySubmitted,
  SaferGamblingOpened, LimitSubmitted, LimitChangeConfirmed, LimitChangeCancelled, TimeoutSubmitted, SelfExclusionSubmitted, RealityCheckIntervalSubmitted,
  SaferGamblingLoaded, LimitChanged, ExclusionStarted,
] as const

export type SaferGamblingEvent = (typeof SAFER_GAMBLING_EVENTS)[number]["Type"]
