/**
 * Provably fair, in the browser (issue 16): the commitment for the bettor's next round (the
 * SHA-256 of its server seed, shown before play), and the verifier's answer (the server replays a
 * round from the seeds the bettor pasted).
 *
 * The server fixes the next round's server seed when the previous round starts, so the
 * commitment is asked for when the player opens, when the verifier page opens, and again each time
 * a new round has begun (the one just shown has used it). A verification holds the request it
 * answers, so an answer to an older request is dropped.
 */
import { call, type Ctx, type RequestFailed, type Step } from "../kernel/index.js"
import type { CasinoFairness, VerifyRequest, VerifyResponse } from "../model/casino.js"
import { selectToken, type SessionRoot } from "../session/index.js"
import { getCasinoFairness, setCasinoClientSeed, verifyCasinoRound } from "./endpoints.js"
import type { CasinoEvent } from "./events.js"

export type Verification =
  | { readonly phase: "idle" }
  | { readonly phase: "checking"; readonly requestId: string; readonly request: VerifyRequest; readonly expectedHash: string | null }
  | { readonly phase: "checked"; readonly request: VerifyRequest; readonly expectedHash: string | null; readonly result: VerifyResponse }
  /** The server refused the input (an unknown game, a stake it does not offer, a bet not on the table) or could not be reached. */
  | { readonly phase: "failed"; readonly request: VerifyRequest; readonly expectedHash: string | null; readonly status: number }

export interface FairnessState {
  /** The next round's commitment, as the server last said (logged in only). */
  readonly next: CasinoFairness | null
  readonly requestId: string | null
  readonly verification: Verification
}

export const initialFairness: FairnessState = { next: null, requestId: null, verification: { phase: "idle" } }

/** Asks for the next round's commitment (logged in only; nothing to ask for a visitor). */
export const refreshFairness = (f: FairnessState, ctx: Ctx): Step<FairnessState> => {
  const token = selectToken(ctx.root as SessionRoot)
  if (!token) return [f, []]
  const requestId = ctx.nextId("req")
  return [{ ...f, requestId }, [call(getCasinoFairness, {}, requestId, token)]]
}

type Handled = CasinoEvent | RequestFailed

export const reduceFairness = (f: FairnessState, event: Handled, ctx: Ctx): Step<FairnessState> => {
  switch (event._tag) {
    case "CasinoFairnessOpened":
      return refreshFairness(f, ctx)
    case "CasinoFairnessLoaded":
      return event.requestId === f.requestId ? [{ ...f, next: event.fairness, requestId: null }, []] : [f, []]
    case "CasinoClientSeedChosen": {
      const token = selectToken(ctx.root as SessionRoot)
      if (!token || event.clientSeed === f.next?.client_seed) return [f, []]
      const requestId = ctx.nextId("req")
      return [{ ...f, requestId }, [call(setCasinoClientSeed, { clientSeed: event.clientSeed }, requestId, token)]]
    }
    case "CasinoVerificationRequested": {
      const requestId = ctx.nextId("req")
      return [{ ...f, verification: { phase: "checking", requestId, request: event.request, expectedHash: event.expectedHash } }, [call(verifyCasinoRound, event.request, requestId, null)]]
    }
    case "CasinoRoundVerified": {
      const v = f.verification
      if (v.phase !== "checking" || v.requestId !== event.requestId) return [f, []]
      return [{ ...f, verification: { phase: "checked", request: v.request, expectedHash: v.expectedHash, result: event.result } }, []]
    }
    case "RequestFailed": {
      const v = f.verification
      if (v.phase === "checking" && v.requestId === event.requestId) {
        return [{ ...f, verification: { phase: "failed", request: v.request, expectedHash: v.expectedHash, status: event.status } }, []]
      }
      return event.requestId === f.requestId ? [{ ...f, requestId: null }, []] : [f, []]
    }
    default:
      return [f, []]
  }
}
