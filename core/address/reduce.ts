/**
 * The address lookup input (spec §2.10: "selecting fills address1, address2, city, postcode,
 * country_code") and saving the bettor's address (spec §3 User.address) — issue 15.
 *
 * - A postcode that is not one (POSTCODE_PATTERN) is refused in place, without a call.
 * - An answer for a postcode other than the one last asked for is dropped (typing on is newer).
 * - Saving checks the required fields first; the saved user comes back as UserLoaded, so the
 *   session's user (and every view of it) carries the new address.
 * - Logging out forgets both.
 */
import { call, literal, message, type Reducer, type RequestFailed, type Text } from "../kernel/index.js"
import { selectToken, type SessionRoot } from "../session/index.js"
import { lookupAddress, saveAddress } from "./endpoints.js"
import type { AddressEvent } from "./events.js"
import { normalisePostcode, POSTCODE_PATTERN, type AddressFields } from "./wire.js"

export interface AddressState {
  readonly lookup: {
    readonly status: "idle" | "searching" | "found" | "failed"
    readonly postcode: string
    readonly addresses: ReadonlyArray<AddressFields>
    readonly error: Text | null
  }
  readonly save: { readonly status: "idle" | "saving" | "saved" | "failed"; readonly error: Text | null }
}

export const initialAddress: AddressState = {
  lookup: { status: "idle", postcode: "", addresses: [], error: null },
  save: { status: "idle", error: null },
}

type Handled = AddressEvent | RequestFailed | { readonly _tag: "SessionEnded" }

const serverWords = (e: RequestFailed, fallback: string): Text => (e.error?.public_message ? literal(e.error.public_message) : message(fallback))

/** The address as the server takes it: trimmed, an empty second line as null, postcode normalised. */
export const addressToSave = (a: AddressFields): AddressFields => ({
  address1: a.address1.trim(),
  address2: a.address2 && a.address2.trim() !== "" ? a.address2.trim() : null,
  city: a.city.trim(),
  postcode: normalisePostcode(a.postcode),
  country_code: a.country_code.trim().toUpperCase(),
})

export const reduceAddress: Reducer<AddressState, Handled, SessionRoot> = (state, event, ctx) => {
  switch (event._tag) {
    case "AddressLookupRequested": {
      const token = selectToken(ctx.root)
      const postcode = normalisePostcode(event.postcode)
      if (!POSTCODE_PATTERN.test(postcode)) {
        return [{ ...state, lookup: { status: "failed", postcode, addresses: [], error: message("account.address.postcodeInvalid") } }, []]
      }
      if (!token) return [state, []]
      return [
        { ...state, lookup: { status: "searching", postcode, addresses: [], error: null } },
        [call(lookupAddress, { postcode }, ctx.nextId("address"), token)],
      ]
    }
    case "AddressesFound":
      if (event.postcode !== state.lookup.postcode) return [state, []]
      return [{ ...state, lookup: { ...state.lookup, status: "found", addresses: event.addresses, error: null } }, []]
    case "AddressSubmitted": {
      const token = selectToken(ctx.root)
      const address = addressToSave(event.address)
      if (address.address1 === "" || address.city === "" || !POSTCODE_PATTERN.test(address.postcode) || address.country_code.length !== 2) {
        return [{ ...state, save: { status: "failed", error: message("account.address.incomplete") } }, []]
      }
      if (!token || state.save.status === "saving") return [state, []]
      return [{ ...state, save: { status: "saving", error: null } }, [call(saveAddress, address, ctx.nextId("address"), token)]]
    }
    case "AddressSaved":
      ctx.raise({ _tag: "UserLoaded", at: ctx.at, requestId: event.requestId, user: event.user, saved: false })
      return [{ ...state, save: { status: "saved", error: null } }, []]
    case "RequestFailed":
      if (event.endpoint === "lookupAddress") {
        return [{ ...state, lookup: { ...state.lookup, status: "failed", addresses: [], error: serverWords(event, "account.address.lookupFailed") } }, []]
      }
      if (event.endpoint === "saveAddress") return [{ ...state, save: { status: "failed", error: serverWords(event, "account.address.saveFailed") } }, []]
      return [state, []]
    case "SessionEnded":
      return [initialAddress, []]
    default:
      return [state, []]
  }
}
