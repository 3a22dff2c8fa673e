/** The address lookup input's events (spec §2.10) and the saved address (spec §3 User.address). */
import { Schema } from "effect"
import { at, RequestId } from "../kernel/index.js"
import { User } from "../model/user.js"
import { AddressFields } from "./wire.js"

/** The bettor pressed 'Find address' with a postcode. */
export const AddressLookupRequested = Schema.TaggedStruct("AddressLookupRequested", { at, postcode: Schema.String })
export const AddressesFound = Schema.TaggedStruct("AddressesFound", { at, requestId: RequestId, postcode: Schema.String, addresses: Schema.Array(AddressFields) })
/** The bettor saved an address: one picked from the lookup (and maybe edited) or typed by hand. */
export const AddressSubmitted = Schema.TaggedStruct("AddressSubmitted", { at, address: AddressFields })
export const AddressSaved = Schema.TaggedStruct("AddressSaved", { at, requestId: RequestId, user: User })

export const ADDRESS_EVENTS = [AddressLookupRequested, AddressesFound, AddressSubmitted, AddressSaved] as const
export type AddressEvent = (typeof ADDRESS_EVENTS)[number]["Type"]
